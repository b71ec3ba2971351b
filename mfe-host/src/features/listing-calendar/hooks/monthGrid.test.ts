import { firstShownMonth, windowHolding } from './monthGrid';

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
