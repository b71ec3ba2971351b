// Unanswered requests expire (PRODUCT 24): a pending request becomes `expired` when its host has not
// answered within 72 hours of its creation, or when its check-in day has arrived, whichever is first.
//
// Which clock says the check-in day "has arrived": the API's own calendar, the one that decides
// whether a check-in date is still "today or later" when a request is made (`earliestTodayOnEarth`,
// the date at UTC−12). There a date stays today until it has ended everywhere on earth, so a renter
// in any zone may ask for their own today. A request therefore stays answerable exactly as long as it
// could still be made: it expires at `endOfDayEverywhere(checkIn)`, 12:00 UTC the day after check-in
// (the end of the check-in day at UTC−12). Any earlier instant would let the API accept a same-day
// request that is already expired.
import { formatDuration } from 'date-fns';
import { BOOKING_REQUEST_ANSWER_MS } from './constants';
import { earliestTodayOnEarth, endOfDayEverywhere } from './dates';
import type { Booking, BookingStatus, IsoDate, IsoDateTime } from './types';

const MS_PER_MINUTE = 60 * 1000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

export interface BookingRequestTimes {
  createdAt: IsoDateTime | Date;
  /** Check-in day. */
  startDate: IsoDate;
}

/** The instant a request made at `createdAt` for check-in `startDate` expires if nobody answers it. */
export function requestExpiresAt(request: BookingRequestTimes): Date {
  const answerBy = new Date(request.createdAt).getTime() + BOOKING_REQUEST_ANSWER_MS;
  return new Date(Math.min(answerBy, endOfDayEverywhere(request.startDate).getTime()));
}

/** True when the request is pending and its expiry instant has come (at `now` or before). */
export function isRequestExpired(
  request: BookingRequestTimes & { status: BookingStatus },
  now: Date,
): boolean {
  return request.status === 'pending' && now.getTime() >= requestExpiresAt(request).getTime();
}

/** The status a stored booking has at `now`: `expired` for a pending request past its expiry. */
export function effectiveBookingStatus(
  request: BookingRequestTimes & { status: BookingStatus },
  now: Date,
): BookingStatus {
  return isRequestExpired(request, now) ? 'expired' : request.status;
}

/**
 * The same rule as bounds a database compares plain columns with (so indexes serve it): a pending
 * request is expired at `now` exactly when `created_at <= createdAtOrBefore` or
 * `start_date < checkInBefore`.
 */
export function expiredRequestBounds(now: Date): { createdAtOrBefore: Date; checkInBefore: IsoDate } {
  return {
    createdAtOrBefore: new Date(now.getTime() - BOOKING_REQUEST_ANSWER_MS),
    checkInBefore: earliestTodayOnEarth(now),
  };
}

/**
 * A booking as the API sent it, seen at `now`: a pending request whose `expiresAt` has passed since
 * it was read is shown `expired`, so a screen left open never offers to answer it.
 */
export function bookingAsOf<B extends Pick<Booking, 'status' | 'expiresAt'>>(booking: B, now: Date): B {
  if (booking.status !== 'pending' || booking.expiresAt === null) return booking;
  return now.getTime() >= Date.parse(booking.expiresAt) ? { ...booking, status: 'expired' } : booking;
}

/**
 * How long is left, in its two largest units, rounded down: `2 days 5 hours`, `5 hours 3 minutes`,
 * `12 minutes`, `less than a minute`.
 */
export function formatTimeLeft(ms: number): string {
  const days = Math.floor(ms / MS_PER_DAY);
  const hours = Math.floor((ms % MS_PER_DAY) / MS_PER_HOUR);
  const minutes = Math.floor((ms % MS_PER_HOUR) / MS_PER_MINUTE);
  if (days > 0) return formatDuration({ days, hours });
  if (hours > 0) return formatDuration({ hours, minutes });
  if (minutes > 0) return formatDuration({ minutes });
  return 'less than a minute';
}
