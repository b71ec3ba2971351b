import { rowFailure } from './rowFailure';

const ROWS = [{ id: 'a' }, { id: 'b' }];

describe('rowFailure', () => {
  it('reports a failure inside its row while the row is listed', () => {
    const where = rowFailure({ id: 'a', message: 'Failed to update request' }, ROWS);
    expect(where.row('a')).toBe('Failed to update request');
    expect(where.row('b')).toBeUndefined();
    expect(where.page).toBeUndefined();
  });

  it('reports it on the page once the row is gone, or before the list loaded', () => {
    const failure = { id: 'c', message: 'This host request has already been reviewed' };
    expect(rowFailure(failure, ROWS).page).toBe(failure.message);
    expect(rowFailure(failure, ROWS).row('c')).toBeUndefined();
    expect(rowFailure(failure, undefined).page).toBe(failure.message);
  });

  it('reports nothing without a failure', () => {
    expect(rowFailure(null, ROWS)).toMatchObject({ page: undefined });
    expect(rowFailure(null, ROWS).row('a')).toBeUndefined();
  });
});
