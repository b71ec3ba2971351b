import { MAX_REASON_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import type { Result } from '../result';
import { requireText } from './fields';

/** Rejecting a review needs a reason (SPEC 4: rejected with rejectionReason). */
export function validateReviewRejection(input: { reason: unknown }): Result<string> {
  return requireText(
    input.reason,
    'reason',
    MESSAGES.rejectionReasonRequired,
    MAX_REASON_LENGTH,
    MESSAGES.reasonTooLong,
  );
}
