// The check-in / check-out picking rules of the booking form (SPEC 5), as pure state transitions the
// date pickers call and the submit handler re-checks.
//  - Check-in: a free night on or after today; the earliest selectable is the earliest free date.
//  - Check-out: disabled until a check-in is chosen; after the check-in; on or before availableTo;
//    and the stay may not contain a booked night.
//  - Choosing a new check-in clears a check-out that is not after it.
import { earliestFreeDate, isCheckOutDateFree, isDateFree, rangeIncludesBookedDay } from './availability';
import { addDays, isDateAfter, isDateBefore } from './dates';
import { MESSAGES } from './messages';
import { fail, succeed, type Result } from './result';
import type { Availability, IsoDate } from './types';

export interface BookingDatesState {
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
}

export const EMPTY_BOOKING_DATES: BookingDatesState = Object.freeze({ checkIn: null, checkOut: null });

/** The first day the check-in picker offers: the earliest free night from today (null: none left). */
export function checkInMinDate(availability: Availability, today: IsoDate): IsoDate | null {
  return earliestFreeDate(availability.free, today);
}

/** The last check-in day: the night before availableTo (a stay needs at least one night). */
export function checkInMaxDate(availability: Availability): IsoDate {
  return addDays(availability.availableTo, -1);
}

/**
 * The first day the check-out picker offers. SPEC's minimum is "the check-in date, or today"; since
 * check-out must be after check-in, the first selectable day is the day after that.
 */
export function checkOutMinDate(checkIn: IsoDate | null, today: IsoDate): IsoDate {
  return addDays(checkIn ?? today, 1);
}

/** The last check-out day: availableTo. */
export function checkOutMaxDate(availability: Availability): IsoDate {
  return availability.availableTo;
}

/** Check-out stays disabled until a check-in is chosen. */
export function isCheckOutEnabled(state: BookingDatesState): boolean {
  return state.checkIn !== null;
}

/** Whether the check-in picker greys out `date`. */
export function isCheckInDisabled(date: IsoDate, availability: Availability, today: IsoDate): boolean {
  return isDateBefore(date, today) || !isDateFree(date, availability.free);
}

/** Whether the check-out picker greys out `date`, given the chosen check-in. */
export function isCheckOutDisabled(
  date: IsoDate,
  checkIn: IsoDate | null,
  availability: Availability,
  today: IsoDate,
): boolean {
  return !validateCheckOut(date, checkIn, availability, today).ok;
}

function validateCheckIn(date: IsoDate, availability: Availability, today: IsoDate): Result<IsoDate> {
  if (isCheckInDisabled(date, availability, today)) return fail(MESSAGES.dateNotAvailable, 'checkIn');
  return succeed(date);
}

function validateCheckOut(
  date: IsoDate,
  checkIn: IsoDate | null,
  availability: Availability,
  today: IsoDate,
): Result<IsoDate> {
  if (checkIn === null) return fail(MESSAGES.checkInFirst, 'checkOut');
  if (!isDateAfter(date, checkIn)) return fail(MESSAGES.checkOutBeforeCheckIn, 'checkOut');
  if (isDateBefore(date, checkOutMinDate(checkIn, today)) || !isCheckOutDateFree(date, availability.free)) {
    return fail(MESSAGES.dateNotAvailable, 'checkOut');
  }
  if (rangeIncludesBookedDay({ start: checkIn, end: date }, availability.booked)) {
    return fail(MESSAGES.rangeIncludesUnavailable, 'checkOut');
  }
  return succeed(date);
}

/**
 * Picks a check-in: refused when not a free night from today. Clears a check-out not after it (SPEC
 * 5), and also one the new check-in would put across a booked night: a kept check-out is always a
 * stay the renter can book.
 */
export function applyCheckIn(
  state: BookingDatesState,
  date: IsoDate,
  availability: Availability,
  today: IsoDate,
): Result<BookingDatesState> {
  const checked = validateCheckIn(date, availability, today);
  if (!checked.ok) return checked;
  const keepCheckOut =
    state.checkOut !== null && validateCheckOut(state.checkOut, date, availability, today).ok;
  return succeed({ checkIn: date, checkOut: keepCheckOut ? state.checkOut : null });
}

/** Picks a check-out: refused before a check-in, not after it, or across a booked night. */
export function applyCheckOut(
  state: BookingDatesState,
  date: IsoDate,
  availability: Availability,
  today: IsoDate,
): Result<BookingDatesState> {
  const checked = validateCheckOut(date, state.checkIn, availability, today);
  if (!checked.ok) return checked;
  return succeed({ checkIn: state.checkIn, checkOut: date });
}
