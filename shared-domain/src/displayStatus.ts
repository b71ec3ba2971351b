// One status vocabulary for a booking, on both sides (issue 22 item 9): what the renter's My Bookings
// and the host's lists and booking page show. The stored status plus one fact the store does not
// hold: an approved stay whose check-out day has come is `completed`. Labels: `BOOKING_STATUS_LABELS`.
import { isStayOver } from './bookingLists';
import type { Booking, BookingStatus, IsoDate } from './types';

export type BookingDisplayStatus = BookingStatus | 'completed';

/**
 * The status to show for `booking` on `today`. Apply `bookingAsOf` first where a list may hold a
 * request that expired since it was loaded.
 */
export function displayStatus(
  booking: Pick<Booking, 'status' | 'endDate'>,
  today: IsoDate,
): BookingDisplayStatus {
  if (booking.status === 'approved' && isStayOver(booking, today)) return 'completed';
  return booking.status;
}
