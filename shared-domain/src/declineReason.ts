// Why a request was declined, in the words the renter reads on their booking's card and in its
// notification (issue 22 item 3): the host's own reason, or the shared text of an automatic decline.
import { MESSAGES } from './messages';
import type { Booking, DeclineCause } from './types';

const AUTOMATIC: Readonly<Record<Exclude<DeclineCause, 'host'>, string>> = Object.freeze({
  'dates-taken': MESSAGES.declinedDatesTaken,
  'dates-blocked': MESSAGES.declinedDatesBlocked,
  'listing-removed': MESSAGES.declinedListingRemoved,
});

/** The reason of a rejected request, or null (not rejected, or rejected by the host without one). */
export function declineReasonText(
  booking: Pick<Booking, 'status' | 'declineCause' | 'declineReason'>,
): string | null {
  if (booking.status !== 'rejected' || booking.declineCause === null) return null;
  if (booking.declineCause === 'host') return booking.declineReason;
  return AUTOMATIC[booking.declineCause];
}
