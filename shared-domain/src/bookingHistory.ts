// A booking's history as far as its columns tell it (issue 22 item 8): when it was requested, when
// its one status change happened (a booking leaves `pending` once, and that write is its
// `updatedAt`), when an unanswered request expired (`expiresAt`), and a finished stay's check-out day.
import { isStayOver } from './bookingLists';
import type { Booking, IsoDate, IsoDateTime } from './types';

export type BookingHistoryStep =
  'requested' | 'approved' | 'rejected' | 'cancelled' | 'expired' | 'completed';

export type BookingHistoryEntry =
  { step: Exclude<BookingHistoryStep, 'completed'>; at: IsoDateTime } | { step: 'completed'; on: IsoDate };

/** Oldest first. `booking` as it stands now (`bookingAsOf`: a request past its expiry is `expired`). */
export function bookingHistory(
  booking: Pick<Booking, 'status' | 'createdAt' | 'updatedAt' | 'expiresAt' | 'endDate'>,
  today: IsoDate,
): BookingHistoryEntry[] {
  const history: BookingHistoryEntry[] = [{ step: 'requested', at: booking.createdAt }];
  switch (booking.status) {
    case 'pending':
      break;
    case 'expired':
      // The expiry job stores it later than it happened; `expiresAt` is when it did.
      history.push({ step: 'expired', at: booking.expiresAt ?? booking.updatedAt });
      break;
    default:
      history.push({ step: booking.status, at: booking.updatedAt });
  }
  if (booking.status === 'approved' && isStayOver(booking, today)) {
    history.push({ step: 'completed', on: booking.endDate });
  }
  return history;
}
