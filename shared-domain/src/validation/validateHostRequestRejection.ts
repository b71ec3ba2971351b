import { MAX_HOST_REQUEST_REJECTION_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import type { Result } from '../result';
import { optionalText } from './fields';

/** An admin may give a reason for rejecting a host request; the requester sees it. Blank means none. */
export function validateHostRequestRejection(input: { reason?: unknown }): Result<string | null> {
  return optionalText(
    input.reason,
    'reason',
    MAX_HOST_REQUEST_REJECTION_LENGTH,
    MESSAGES.hostRequestRejectionTooLong,
  );
}
