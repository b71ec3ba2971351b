import {
  availabilityFor,
  blockingBookings,
  earliestFreeDate,
  freeRangeContaining,
  freeRanges,
  isCheckOutDateFree,
  isDateFree,
  isRangeBookable,
  rangeIncludesBookedDay,
  rangesOverlap,
} from './availability';
import type { BookingStatus } from './types';

const range = (start: string, end: string) => ({ start, end });
const booking = (startDate: string, endDate: string, status: BookingStatus = 'approved') => ({
  startDate,
  endDate,
  status,
});
const july = { availableFrom: '2026-07-01', availableTo: '2026-07-31' };

describe('rangesOverlap (half-open)', () => {
  const existing = range('2026-07-10', '2026-07-15');

  it('overlaps when the new start falls in [start, end)', () => {
    expect(rangesOverlap(range('2026-07-10', '2026-07-20'), existing)).toBe(true);
    expect(rangesOverlap(range('2026-07-14', '2026-07-20'), existing)).toBe(true);
  });

  it('overlaps when the new end falls in (start, end]', () => {
    expect(rangesOverlap(range('2026-07-05', '2026-07-11'), existing)).toBe(true);
    expect(rangesOverlap(range('2026-07-05', '2026-07-15'), existing)).toBe(true);
  });

  it('overlaps when the new range encloses or sits inside the existing one', () => {
    expect(rangesOverlap(range('2026-07-01', '2026-07-31'), existing)).toBe(true);
    expect(rangesOverlap(range('2026-07-11', '2026-07-12'), existing)).toBe(true);
  });

  it('lets back-to-back stays share the changeover day', () => {
    expect(rangesOverlap(range('2026-07-15', '2026-07-18'), existing)).toBe(false);
    expect(rangesOverlap(range('2026-07-05', '2026-07-10'), existing)).toBe(false);
  });

  it('is symmetric', () => {
    const other = range('2026-07-12', '2026-07-20');
    expect(rangesOverlap(existing, other)).toBe(rangesOverlap(other, existing));
  });
});

describe('blockingBookings', () => {
  it('keeps only approved bookings, as date ranges in date order', () => {
    const result = blockingBookings([
      booking('2026-07-20', '2026-07-22'),
      booking('2026-07-01', '2026-07-03', 'pending'),
      booking('2026-07-05', '2026-07-08', 'rejected'),
      booking('2026-07-09', '2026-07-10', 'cancelled'),
      booking('2026-07-10', '2026-07-12'),
    ]);
    expect(result).toEqual([range('2026-07-10', '2026-07-12'), range('2026-07-20', '2026-07-22')]);
  });
});

describe('freeRanges', () => {
  it('is the whole window when nothing is booked', () => {
    expect(freeRanges(july, [])).toEqual([range('2026-07-01', '2026-07-31')]);
  });

  it('leaves the gaps around bookings', () => {
    expect(freeRanges(july, [range('2026-07-10', '2026-07-15'), range('2026-07-05', '2026-07-08')])).toEqual([
      range('2026-07-01', '2026-07-05'),
      range('2026-07-08', '2026-07-10'),
      range('2026-07-15', '2026-07-31'),
    ]);
  });

  it('leaves no empty gap between back-to-back bookings or at the window edges', () => {
    expect(
      freeRanges(july, [
        range('2026-07-01', '2026-07-05'),
        range('2026-07-05', '2026-07-10'),
        range('2026-07-20', '2026-07-31'),
      ]),
    ).toEqual([range('2026-07-10', '2026-07-20')]);
  });

  it('keeps a one-night gap (the minimum bookable gap)', () => {
    expect(freeRanges(july, [range('2026-07-01', '2026-07-05'), range('2026-07-06', '2026-07-31')])).toEqual([
      range('2026-07-05', '2026-07-06'),
    ]);
  });

  it('clips bookings that stick out of the window and merges overlapping ones', () => {
    expect(
      freeRanges(july, [
        range('2026-06-20', '2026-07-03'),
        range('2026-07-10', '2026-07-14'),
        range('2026-07-12', '2026-07-16'),
        range('2026-07-28', '2026-08-10'),
      ]),
    ).toEqual([range('2026-07-03', '2026-07-10'), range('2026-07-16', '2026-07-28')]);
  });

  it('is empty for a fully booked or empty window', () => {
    expect(freeRanges(july, [range('2026-06-01', '2026-08-01')])).toEqual([]);
    expect(freeRanges({ availableFrom: '2026-07-01', availableTo: '2026-07-01' }, [])).toEqual([]);
  });
});

describe('availabilityFor', () => {
  it('combines the window, the approved bookings and the free ranges', () => {
    expect(
      availabilityFor(july, [
        booking('2026-07-10', '2026-07-15'),
        booking('2026-07-02', '2026-07-04', 'pending'),
      ]),
    ).toEqual({
      availableFrom: '2026-07-01',
      availableTo: '2026-07-31',
      booked: [range('2026-07-10', '2026-07-15')],
      free: [range('2026-07-01', '2026-07-10'), range('2026-07-15', '2026-07-31')],
    });
  });
});

describe('isRangeBookable', () => {
  const booked = [range('2026-07-10', '2026-07-15')];

  it('accepts a stay inside the window clear of bookings, up to check-out on availableTo', () => {
    expect(isRangeBookable(range('2026-07-01', '2026-07-10'), july, booked)).toBe(true);
    expect(isRangeBookable(range('2026-07-15', '2026-07-31'), july, booked)).toBe(true);
  });

  it('refuses a stay over a booked night, outside the window or without nights', () => {
    expect(isRangeBookable(range('2026-07-08', '2026-07-11'), july, booked)).toBe(false);
    expect(isRangeBookable(range('2026-06-30', '2026-07-03'), july, booked)).toBe(false);
    expect(isRangeBookable(range('2026-07-28', '2026-08-01'), july, booked)).toBe(false);
    expect(isRangeBookable(range('2026-07-03', '2026-07-03'), july, booked)).toBe(false);
    expect(isRangeBookable(range('2026-07-05', '2026-07-03'), july, booked)).toBe(false);
  });
});

describe('rangeIncludesBookedDay', () => {
  it('is true exactly when a booked night is inside the range', () => {
    const booked = [range('2026-07-10', '2026-07-15')];
    expect(rangeIncludesBookedDay(range('2026-07-05', '2026-07-20'), booked)).toBe(true);
    expect(rangeIncludesBookedDay(range('2026-07-05', '2026-07-10'), booked)).toBe(false);
    expect(rangeIncludesBookedDay(range('2026-07-05', '2026-07-10'), [])).toBe(false);
  });
});

describe('free dates', () => {
  const free = [range('2026-07-01', '2026-07-10'), range('2026-07-15', '2026-07-31')];

  it('treats free nights as possible check-in days', () => {
    expect(isDateFree('2026-07-01', free)).toBe(true);
    expect(isDateFree('2026-07-09', free)).toBe(true);
    expect(isDateFree('2026-07-10', free)).toBe(false);
    expect(isDateFree('2026-07-31', free)).toBe(false);
    expect(isDateFree('2026-06-30', free)).toBe(false);
  });

  it('lets a stay check out on the first booked day or on availableTo', () => {
    expect(isCheckOutDateFree('2026-07-10', free)).toBe(true);
    expect(isCheckOutDateFree('2026-07-31', free)).toBe(true);
    expect(isCheckOutDateFree('2026-07-01', free)).toBe(false);
    expect(isCheckOutDateFree('2026-07-12', free)).toBe(false);
  });

  it('finds the earliest free night from today', () => {
    expect(earliestFreeDate(free, '2026-06-01')).toBe('2026-07-01');
    expect(earliestFreeDate(free, '2026-07-05')).toBe('2026-07-05');
    expect(earliestFreeDate(free, '2026-07-10')).toBe('2026-07-15');
    expect(earliestFreeDate(free, '2026-07-30')).toBe('2026-07-30');
    expect(earliestFreeDate(free, '2026-07-31')).toBeNull();
    expect(earliestFreeDate([], '2026-07-01')).toBeNull();
  });

  it('finds the free range that holds a stay', () => {
    expect(freeRangeContaining(range('2026-07-02', '2026-07-10'), free)).toEqual(free[0]);
    expect(freeRangeContaining(range('2026-07-08', '2026-07-16'), free)).toBeNull();
    expect(freeRangeContaining(range('2026-07-03', '2026-07-03'), free)).toBeNull();
  });
});

describe('empty ranges', () => {
  it('overlap nothing, like an empty Postgres daterange', () => {
    expect(rangesOverlap(range('2026-07-12', '2026-07-12'), range('2026-07-10', '2026-07-15'))).toBe(false);
    expect(
      rangeIncludesBookedDay(range('2026-07-12', '2026-07-12'), [range('2026-07-10', '2026-07-15')]),
    ).toBe(false);
  });
});
