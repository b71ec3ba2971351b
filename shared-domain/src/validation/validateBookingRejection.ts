import { MAX_BOOKING_DECLINE_REASON_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import type { Result } from '../result';
import { optionalText } from './fields';

/** A host may say why they reject a booking request; the renter sees it. Trimmed; blank means none. */
export function validateBookingRejection(input: { reason?: unknown }): Result<string | null> {
  return optionalText(
    input.reason,
    'reason',
    MAX_BOOKING_DECLINE_REASON_LENGTH,
    MESSAGES.bookingDeclineReasonTooLong,
  );
}
