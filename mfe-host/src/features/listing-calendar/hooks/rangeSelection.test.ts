import {
  nextSelection,
  isInPendingRange,
  type RangeAction,
  type RangeSelection,
  type SelectionBounds,
} from './rangeSelection';

const bounds: SelectionBounds = {
  first: '2030-03-01',
  last: '2030-04-30',
  // The window opens on March 10; March 20 is taken by a stay, but may still end a range (the API says no).
  canMark: (date) => date >= '2030-03-10',
};

function run(start: RangeSelection, ...actions: RangeAction[]) {
  let selection = start;
  const chosen = [];
  for (const action of actions) {
    const step = nextSelection(selection, action, bounds);
    selection = step.selection;
    if (step.chosen) chosen.push(step.chosen);
  }
  return { selection, chosen };
}

const at = (focused: string): RangeSelection => ({ focused, anchor: null });

describe('nextSelection', () => {
  it('moves by a day with left/right and a week with up/down, staying in the grid', () => {
    expect(run(at('2030-03-14'), { type: 'move', days: 1 }).selection.focused).toBe('2030-03-15');
    expect(run(at('2030-03-14'), { type: 'move', days: -7 }).selection.focused).toBe('2030-03-07');
    expect(run(at('2030-03-03'), { type: 'move', days: -7 }).selection.focused).toBe('2030-03-01');
    expect(run(at('2030-04-28'), { type: 'move', days: 7 }).selection.focused).toBe('2030-04-30');
    expect(run(at('2030-03-31'), { type: 'move', days: 1 }).selection.focused).toBe('2030-04-01');
  });

  it('Enter starts a range and Enter ends it, the last night included', () => {
    const { selection, chosen } = run(
      at('2030-03-14'),
      { type: 'mark' },
      { type: 'move', days: 1 },
      { type: 'move', days: 1 },
      { type: 'mark' },
    );
    expect(chosen).toEqual([{ startDate: '2030-03-14', endDate: '2030-03-17' }]);
    expect(selection).toEqual({ focused: '2030-03-16', anchor: null });
  });

  it('takes a range drawn backwards, and a single night', () => {
    expect(
      run(at('2030-03-20'), { type: 'mark' }, { type: 'move', days: -7 }, { type: 'mark' }).chosen,
    ).toEqual([{ startDate: '2030-03-13', endDate: '2030-03-21' }]);
    expect(run(at('2030-03-20'), { type: 'mark' }, { type: 'mark' }).chosen).toEqual([
      { startDate: '2030-03-20', endDate: '2030-03-21' },
    ]);
  });

  it('clicks mark the clicked day', () => {
    const { chosen } = run(
      at('2030-03-10'),
      { type: 'mark', date: '2030-03-12' },
      { type: 'mark', date: '2030-04-02' },
    );
    expect(chosen).toEqual([{ startDate: '2030-03-12', endDate: '2030-04-03' }]);
  });

  it('Escape drops the anchor and chooses nothing', () => {
    const { selection, chosen } = run(
      at('2030-03-14'),
      { type: 'mark' },
      { type: 'move', days: 2 },
      { type: 'cancel' },
      { type: 'mark' },
    );
    expect(chosen).toEqual([]);
    expect(selection).toEqual({ focused: '2030-03-16', anchor: '2030-03-16' });
  });

  it('ignores a mark on a night that cannot be blocked, keeping the anchor', () => {
    const { selection, chosen } = run(
      at('2030-03-12'),
      { type: 'mark' },
      { type: 'mark', date: '2030-03-05' },
    );
    expect(chosen).toEqual([]);
    expect(selection).toEqual({ focused: '2030-03-05', anchor: '2030-03-12' });
  });
});

describe('isInPendingRange', () => {
  it('covers the nights between the anchor and the focus, either way round', () => {
    const drawing = { anchor: '2030-03-14', focused: '2030-03-11' };
    expect(
      ['2030-03-10', '2030-03-11', '2030-03-14', '2030-03-15'].map((d) => isInPendingRange(d, drawing)),
    ).toEqual([false, true, true, false]);
    expect(isInPendingRange('2030-03-14', at('2030-03-14'))).toBe(false);
  });
});
