import { planImport } from './plan-import';

const e = (startDate: string, endDate: string, summary: string | null = null) => ({
  startDate,
  endDate,
  summary,
});
const r = (start: string, end: string) => ({ start, end });

describe('planImport', () => {
  it('skips events that are over, counts the rest', () => {
    const plan = planImport(
      [e('2030-02-01', '2030-03-01'), e('2030-02-28', '2030-03-02')],
      { stays: [], blocks: [] },
      '2030-03-01',
    );
    expect(plan).toEqual({
      blocks: [{ ...r('2030-02-28', '2030-03-02'), summary: null }],
      conflicts: [],
      eventCount: 1,
    });
  });

  it('keeps an event over a stay as a conflict and blocks only its free nights', () => {
    const plan = planImport(
      [e('2030-06-03', '2030-06-07', 'Reserved')],
      { stays: [r('2030-06-01', '2030-06-05')], blocks: [] },
      '2030-03-01',
    );
    expect(plan.conflicts).toEqual([e('2030-06-03', '2030-06-07', 'Reserved')]);
    expect(plan.blocks).toEqual([{ ...r('2030-06-05', '2030-06-07'), summary: 'Reserved' }]);
  });

  it('never claims a night twice: other blocks and overlapping events of the same feed', () => {
    const plan = planImport(
      [e('2030-06-01', '2030-06-05'), e('2030-06-03', '2030-06-08')],
      { stays: [], blocks: [r('2030-06-02', '2030-06-03')] },
      '2030-03-01',
    );
    expect(plan.blocks.map(({ start, end }) => [start, end])).toEqual([
      ['2030-06-01', '2030-06-02'],
      ['2030-06-03', '2030-06-05'],
      ['2030-06-05', '2030-06-08'],
    ]);
    expect(plan.conflicts).toEqual([]);
    expect(plan.eventCount).toBe(2);
  });
});
