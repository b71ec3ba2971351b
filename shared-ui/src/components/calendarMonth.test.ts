import { addMonthsToDate, firstSelectableFrom, isSelectable, monthWeeks, shiftMonth } from './calendarMonth';

describe('calendarMonth', () => {
  it('lays a month out in Sunday-first weeks with blanks around it', () => {
    const weeks = monthWeeks({ year: 2026, month: 7 });
    // July 1, 2026 is a Wednesday.
    expect(weeks[0]).toEqual([null, null, null, '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04']);
    expect(weeks.at(-1)).toEqual([
      '2026-07-26',
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('moves by months, clamping the day to the month length and crossing years', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonthsToDate('2026-01-15', -12)).toBe('2025-01-15');
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it('decides selectability from min, max and the disabled matcher', () => {
    expect(isSelectable('2026-07-09', '2026-07-10', undefined, undefined)).toBe(false);
    expect(isSelectable('2026-07-21', undefined, '2026-07-20', undefined)).toBe(false);
    expect(isSelectable('2026-07-12', undefined, undefined, ['2026-07-12'])).toBe(false);
    expect(isSelectable('2026-07-12', undefined, undefined, (date) => date.endsWith('-13'))).toBe(true);
  });

  it('finds the first selectable day from a starting point', () => {
    expect(firstSelectableFrom('2026-07-01', '2026-07-10', undefined, ['2026-07-10', '2026-07-11'])).toBe(
      '2026-07-12',
    );
    expect(firstSelectableFrom('2026-07-01', undefined, '2026-07-02', () => true)).toBe('2026-07-01');
  });
});
