import { endOfWeek, firstShownMonth, sameDayMonthsAway, startOfWeek, windowHolding } from './monthGrid';

describe('windowHolding', () => {
  it('keeps the two-month window while it holds the focused day', () => {
    expect(windowHolding('2030-11-01', '2030-11-30')).toBe('2030-11-01');
    expect(windowHolding('2030-11-01', '2030-12-01')).toBe('2030-11-01');
  });

  it('moves the window just far enough to show a day focused outside it', () => {
    expect(windowHolding('2030-11-01', '2031-01-03')).toBe('2030-12-01');
    expect(windowHolding('2030-11-01', '2030-10-31')).toBe('2030-10-01');
    expect(windowHolding('2030-11-01', '2031-05-10')).toBe('2031-04-01');
  });
});

describe('firstShownMonth', () => {
  it("shows the window's start when two months fit, the focused day's month when one does", () => {
    expect(firstShownMonth('2030-11-01', '2030-12-01', 2)).toBe('2030-11-01');
    expect(firstShownMonth('2030-11-01', '2030-12-01', 1)).toBe('2030-12-01');
    expect(firstShownMonth('2030-11-01', '2030-11-15', 1)).toBe('2030-11-01');
  });
});

describe('sameDayMonthsAway (PageUp/PageDown)', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(sameDayMonthsAway('2040-03-15', -1)).toBe('2040-02-15');
    expect(sameDayMonthsAway('2040-03-31', -1)).toBe('2040-02-29');
    expect(sameDayMonthsAway('2040-01-31', 1)).toBe('2040-02-29');
    expect(sameDayMonthsAway('2040-12-10', 1)).toBe('2041-01-10');
    expect(sameDayMonthsAway('2040-02-29', 12)).toBe('2041-02-28');
  });
});

describe('startOfWeek / endOfWeek (Home/End)', () => {
  it("goes to the Sunday and the Saturday of the date's row", () => {
    // Wednesday 14 March 2040.
    expect(startOfWeek('2040-03-14')).toBe('2040-03-11');
    expect(endOfWeek('2040-03-14')).toBe('2040-03-17');
    expect(startOfWeek('2040-03-11')).toBe('2040-03-11');
    expect(endOfWeek('2040-03-17')).toBe('2040-03-17');
  });

  it("stays in the date's month, as its row does (1 March 2040 is a Thursday, 1 April a Sunday)", () => {
    expect(startOfWeek('2040-03-02')).toBe('2040-03-01');
    expect(endOfWeek('2040-03-29')).toBe('2040-03-31');
    expect(startOfWeek('2040-04-03')).toBe('2040-04-01');
  });
});
