// Which nights of a listing can still be booked (SPEC 5, PRODUCT 3).
//
// Convention: every range is half-open, [start, end): `start` is the first night (check-in day) and
// `end` the check-out day, which is not a night of the stay. A listing's window works the same way:
// `availableFrom` is the first night that can be booked and `availableTo` the last day a guest can
// check out, so the last bookable night is the day before `availableTo`. That matches search (a
// listing matches when availableTo >= check-out) and lets back-to-back stays share a day.
import { MIN_GAP_NIGHTS } from './constants';
import { compareIsoDates, fromDayNumber, isDateBefore, laterDate, toDayNumber } from './dates';
import type { Availability, Booking, DateRange, IsoDate } from './types';

/** The part of a listing that bounds its bookable dates. */
export interface AvailabilityWindow {
  availableFrom: IsoDate;
  availableTo: IsoDate;
}

/** The part of a booking the availability rules read. */
export type BookingDates = Pick<Booking, 'startDate' | 'endDate' | 'status'>;

/**
 * The half-open overlap rule of SPEC 5: the new start falls in [start, end) of the other, or the new
 * end in (start, end], or the new range encloses the other. For non-empty ranges that is exactly
 * "each starts before the other ends"; back-to-back stays (one's end is the other's start) do not
 * overlap.
 */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  // An empty range has no nights and overlaps nothing, as Postgres' `&&` on an empty daterange.
  if (!isDateBefore(a.start, a.end) || !isDateBefore(b.start, b.end)) return false;
  return isDateBefore(a.start, b.end) && isDateBefore(b.start, a.end);
}

/** Only approved bookings block dates; pending, rejected and cancelled ones do not. */
export function blockingBookings(bookings: readonly BookingDates[]): DateRange[] {
  return bookings
    .filter((booking) => booking.status === 'approved')
    .map((booking) => ({ start: booking.startDate, end: booking.endDate }))
    .sort((a, b) => compareIsoDates(a.start, b.start));
}

/** True when the range contains a night of any of the blocking ranges. */
export function rangeIncludesBookedDay(range: DateRange, booked: readonly DateRange[]): boolean {
  return booked.some((blocked) => rangesOverlap(range, blocked));
}

/**
 * The gaps of at least MIN_GAP_NIGHTS around the booked ranges inside the window, in date order.
 * Booked ranges may overlap each other or stick out of the window; they are merged and clipped.
 */
export function freeRanges(window: AvailabilityWindow, booked: readonly DateRange[]): DateRange[] {
  const windowEnd = toDayNumber(window.availableTo);
  let cursor = toDayNumber(window.availableFrom);
  const sorted = [...booked].sort((a, b) => compareIsoDates(a.start, b.start));
  const free: DateRange[] = [];
  const pushGap = (from: number, to: number): void => {
    if (to - from >= MIN_GAP_NIGHTS) free.push({ start: fromDayNumber(from), end: fromDayNumber(to) });
  };
  for (const blocked of sorted) {
    if (cursor >= windowEnd) break;
    const start = toDayNumber(blocked.start);
    const end = toDayNumber(blocked.end);
    if (end <= cursor) continue;
    pushGap(cursor, Math.min(start, windowEnd));
    cursor = Math.max(cursor, end);
  }
  pushGap(cursor, windowEnd);
  return free;
}

/** The whole availability of a listing from its window and all of its bookings. */
export function availabilityFor(window: AvailabilityWindow, bookings: readonly BookingDates[]): Availability {
  const booked = blockingBookings(bookings);
  return {
    availableFrom: window.availableFrom,
    availableTo: window.availableTo,
    booked,
    free: freeRanges(window, booked),
  };
}

/** A non-empty stay inside the window that overlaps no blocking range. */
export function isRangeBookable(
  range: DateRange,
  window: AvailabilityWindow,
  booked: readonly DateRange[],
): boolean {
  return (
    isDateBefore(range.start, range.end) &&
    !isDateBefore(range.start, window.availableFrom) &&
    !isDateBefore(window.availableTo, range.end) &&
    !rangeIncludesBookedDay(range, booked)
  );
}

/** True when `date` is a free night, i.e. a possible check-in day. */
export function isDateFree(date: IsoDate, free: readonly DateRange[]): boolean {
  return free.some((range) => !isDateBefore(date, range.start) && isDateBefore(date, range.end));
}

/** True when `date` can end a stay: the night before it is free. */
export function isCheckOutDateFree(date: IsoDate, free: readonly DateRange[]): boolean {
  return free.some((range) => isDateBefore(range.start, date) && !isDateBefore(range.end, date));
}

/** The first free night on or after today, or null when nothing is left to book. */
export function earliestFreeDate(free: readonly DateRange[], today: IsoDate): IsoDate | null {
  const sorted = [...free].sort((a, b) => compareIsoDates(a.start, b.start));
  for (const range of sorted) {
    const candidate = laterDate(range.start, today);
    if (isDateBefore(candidate, range.end)) return candidate;
  }
  return null;
}

/** The free range a stay would fall in, or null: a stay is bookable exactly when it fits in one. */
export function freeRangeContaining(range: DateRange, free: readonly DateRange[]): DateRange | null {
  return (
    free.find(
      (candidate) =>
        !isDateBefore(range.start, candidate.start) &&
        !isDateBefore(candidate.end, range.end) &&
        isDateBefore(range.start, range.end),
    ) ?? null
  );
}
