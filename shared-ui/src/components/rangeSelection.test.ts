import { isEndAllowed, isStartAllowed, pickRangeDay, type RangeRules } from './rangeSelection';

const rules: RangeRules = { min: '2026-07-10', max: '2026-07-31', disabledDates: ['2026-07-20'] };

describe('rangeSelection', () => {
  it('a check-in is from min to the day before max, never a disabled date', () => {
    expect(isStartAllowed('2026-07-09', rules)).toBe(false);
    expect(isStartAllowed('2026-07-10', rules)).toBe(true);
    expect(isStartAllowed('2026-07-30', rules)).toBe(true);
    expect(isStartAllowed('2026-07-31', rules)).toBe(false);
    expect(isStartAllowed('2026-07-20', rules)).toBe(false);
    expect(isStartAllowed('2026-07-31', { ...rules, startMax: '2026-07-31' })).toBe(true);
  });

  it('a check-out is after the check-in, up to max, and passes the caller rule', () => {
    expect(isEndAllowed('2026-07-12', null, rules)).toBe(false);
    expect(isEndAllowed('2026-07-12', '2026-07-12', rules)).toBe(false);
    expect(isEndAllowed('2026-07-13', '2026-07-12', rules)).toBe(true);
    expect(isEndAllowed('2026-08-01', '2026-07-12', rules)).toBe(false);
    const noLongStays: RangeRules = { ...rules, isEndDisabled: (date) => date > '2026-07-14' };
    expect(isEndAllowed('2026-07-15', '2026-07-12', noLongStays)).toBe(false);
  });

  it('the first pick is the check-in and waits for the check-out; the second completes the stay', () => {
    const first = pickRangeDay({ start: null, end: null }, 'start', '2026-07-12', rules);
    expect(first).toEqual({ value: { start: '2026-07-12', end: null }, next: 'end' });
    const second = pickRangeDay(first.value, 'end', '2026-07-15', rules);
    expect(second).toEqual({ value: { start: '2026-07-12', end: '2026-07-15' }, next: null });
  });

  it('a new check-in keeps a check-out that still makes an allowed stay, else drops it', () => {
    const value = { start: '2026-07-12', end: '2026-07-15' };
    expect(pickRangeDay(value, 'start', '2026-07-13', rules).value).toEqual({
      start: '2026-07-13',
      end: '2026-07-15',
    });
    expect(pickRangeDay(value, 'start', '2026-07-16', rules).value).toEqual({
      start: '2026-07-16',
      end: null,
    });
  });

  it('a day the field may not take changes nothing', () => {
    const value = { start: '2026-07-12', end: null };
    expect(pickRangeDay(value, 'end', '2026-07-11', rules)).toEqual({ value, next: 'end' });
    expect(pickRangeDay(value, 'start', '2026-07-20', rules)).toEqual({ value, next: 'start' });
  });
});
