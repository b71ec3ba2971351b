import {
  addDays,
  compareIsoDates,
  earlierDate,
  earliestTodayOnEarth,
  endOfDayEverywhere,
  formatDisplayDate,
  formatLongDate,
  formatMonthYear,
  formatDisplayDateRange,
  formatDisplayInstant,
  formatIsoDate,
  fromDayNumber,
  isDateAfter,
  isDateBefore,
  isIsoDate,
  isoToLocalDate,
  isSameDate,
  laterDate,
  localDateToIso,
  nightsBetween,
  nightsOf,
  parseIsoDate,
  toDayNumber,
  todayIso,
} from './dates';

// The package's test script runs this file under the default zone, Pacific/Auckland and
// America/Los_Angeles; these assertions must hold in each.
describe(`calendar dates in TZ=${process.env.TZ ?? '(default)'}`, () => {
  it('really runs in the zone the test script asked for', () => {
    // Offsets in July: Auckland is UTC+12, Los Angeles UTC-7 (getTimezoneOffset is minutes behind UTC).
    const expected: Record<string, number> = { 'Pacific/Auckland': -720, 'America/Los_Angeles': 420 };
    const zone = process.env.TZ;
    if (zone !== undefined && zone in expected) {
      expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(expected[zone]);
    } else {
      expect(Number.isInteger(new Date(2026, 6, 1).getTimezoneOffset())).toBe(true);
    }
  });

  it('counts a 2026-07-01..2026-07-04 stay as 3 nights', () => {
    expect(nightsBetween('2026-07-01', '2026-07-04')).toBe(3);
  });

  it("shows 2026-07-01 as 'Jul 1, 2026'", () => {
    expect(formatDisplayDate('2026-07-01')).toBe('Jul 1, 2026');
    expect(formatLongDate('2030-03-16')).toBe('Saturday 16 March 2030');
    expect(formatMonthYear('2030-03-16')).toBe('March 2030');
    expect(formatDisplayDate('2025-01-05')).toBe('Jan 5, 2025');
  });

  it('counts nights across daylight-saving changes in both hemispheres', () => {
    expect(nightsBetween('2026-03-07', '2026-03-10')).toBe(3); // US spring forward 2026-03-08
    expect(nightsBetween('2026-04-04', '2026-04-07')).toBe(3); // NZ ends DST 2026-04-05
    expect(nightsBetween('2026-09-26', '2026-09-29')).toBe(3); // NZ starts DST 2026-09-27
    expect(nightsBetween('2026-10-31', '2026-11-03')).toBe(3); // US fall back 2026-11-01
  });

  it('round-trips a local Date at any hour of the day to the same calendar date', () => {
    expect(localDateToIso(isoToLocalDate('2026-03-08'))).toBe('2026-03-08');
    expect(localDateToIso(new Date(2026, 6, 1, 23, 59))).toBe('2026-07-01');
    expect(localDateToIso(new Date(2026, 6, 1, 0, 0))).toBe('2026-07-01');
  });
});

describe('isIsoDate', () => {
  it('accepts real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2026-07-01')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('rejects impossible dates, other formats and non-strings', () => {
    for (const value of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-7-1',
      '01/07/2026',
      '',
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
    expect(isIsoDate('2026-07-01T00:00:00Z')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(20260701)).toBe(false);
  });
});

describe('parse and format', () => {
  it('splits and joins the parts', () => {
    expect(parseIsoDate('2026-07-01')).toEqual({ year: 2026, month: 7, day: 1 });
    expect(formatIsoDate({ year: 2026, month: 7, day: 1 })).toBe('2026-07-01');
  });

  it('throws a RangeError for a malformed date instead of computing with NaN', () => {
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe('day arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-07-01', 0)).toBe('2026-07-01');
  });

  it('maps dates to consecutive day numbers and back', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(fromDayNumber(toDayNumber('2026-07-01'))).toBe('2026-07-01');
  });

  it('gives negative nights when the end is before the start', () => {
    expect(nightsBetween('2026-07-04', '2026-07-01')).toBe(-3);
    expect(nightsBetween('2026-07-01', '2026-07-01')).toBe(0);
    expect(nightsBetween('2025-12-30', '2026-01-02')).toBe(3);
  });

  it('lists the nights of a half-open range', () => {
    expect(nightsOf({ start: '2026-06-30', end: '2026-07-02' })).toEqual(['2026-06-30', '2026-07-01']);
    expect(nightsOf({ start: '2026-07-02', end: '2026-07-02' })).toEqual([]);
  });
});

describe('comparisons', () => {
  it('orders dates', () => {
    expect(compareIsoDates('2026-07-01', '2026-07-02')).toBeLessThan(0);
    expect(compareIsoDates('2026-07-02', '2026-07-01')).toBeGreaterThan(0);
    expect(compareIsoDates('2026-07-01', '2026-07-01')).toBe(0);
    expect(isDateBefore('2025-12-31', '2026-01-01')).toBe(true);
    expect(isDateBefore('2026-01-01', '2026-01-01')).toBe(false);
    expect(isDateAfter('2026-01-02', '2026-01-01')).toBe(true);
    expect(isSameDate('2026-01-01', '2026-01-01')).toBe(true);
    expect(earlierDate('2026-01-02', '2026-01-01')).toBe('2026-01-01');
    expect(laterDate('2026-01-02', '2026-01-01')).toBe('2026-01-02');
  });
});

describe('todayIso', () => {
  it('reads the local calendar date of the given instant', () => {
    const now = new Date(2026, 6, 1, 23, 30);
    expect(todayIso(now)).toBe('2026-07-01');
  });

  it('defaults to the current clock', () => {
    expect(isIsoDate(todayIso())).toBe(true);
  });
});

describe("the API's today (UTC−12)", () => {
  it('is the date in the last zone to reach midnight, the same in every runtime zone', () => {
    expect(earliestTodayOnEarth(Date.parse('2030-07-01T11:59:00Z'))).toBe('2030-06-30');
    expect(earliestTodayOnEarth(new Date('2030-07-01T12:00:00Z'))).toBe('2030-07-01');
    // Already Jan 1 in Kiribati (UTC+14), still Dec 30 at UTC−12.
    expect(earliestTodayOnEarth(Date.parse('2030-01-01T00:30:00+14:00'))).toBe('2029-12-30');
  });

  it('ends a date everywhere at 12:00 UTC the next day, when that today moves past it', () => {
    const end = endOfDayEverywhere('2030-07-01');
    expect(end.toISOString()).toBe('2030-07-02T12:00:00.000Z');
    expect(earliestTodayOnEarth(end.getTime() - 1)).toBe('2030-07-01');
    expect(earliestTodayOnEarth(end)).toBe('2030-07-02');
  });
});

describe('display', () => {
  it('formats a range and an instant', () => {
    expect(formatDisplayDateRange({ start: '2026-07-01', end: '2026-07-04' })).toBe(
      'Jul 1, 2026 - Jul 4, 2026',
    );
    const instant = new Date(2026, 0, 5, 12, 0);
    expect(formatDisplayInstant(instant)).toBe('Jan 5, 2026');
    expect(formatDisplayInstant(instant.toISOString())).toBe('Jan 5, 2026');
  });
});
