// How booking lists are split (SPEC 2.7, 2.8, PRODUCT 17): a renter's Active Bookings hold pending
// requests and approved stays not yet over; Past Bookings hold rejected, cancelled and finished ones.
// A host's Pending Requests hold pending bookings; All Bookings the rest.
import { isDateBefore } from './dates';
import type { Booking, IsoDate } from './types';

/** The stay has ended: its check-out day has come. */
export function isStayOver(booking: Pick<Booking, 'endDate'>, today: IsoDate): boolean {
  return !isDateBefore(today, booking.endDate);
}

export function isActiveBooking(booking: Pick<Booking, 'status' | 'endDate'>, today: IsoDate): boolean {
  if (booking.status === 'pending') return true;
  return booking.status === 'approved' && !isStayOver(booking, today);
}

export function splitRenterBookings<B extends Pick<Booking, 'status' | 'endDate'>>(
  bookings: readonly B[],
  today: IsoDate,
): { active: B[]; past: B[] } {
  const active: B[] = [];
  const past: B[] = [];
  for (const booking of bookings) (isActiveBooking(booking, today) ? active : past).push(booking);
  return { active, past };
}

export function splitHostBookings<B extends Pick<Booking, 'status'>>(
  bookings: readonly B[],
): { pending: B[]; others: B[] } {
  return {
    pending: bookings.filter((booking) => booking.status === 'pending'),
    others: bookings.filter((booking) => booking.status !== 'pending'),
  };
}
