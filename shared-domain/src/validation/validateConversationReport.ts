import { MAX_CONVERSATION_REPORT_LENGTH } from '../conversations';
import { MESSAGES } from '../messages';
import type { Result } from '../result';
import { requireText } from './fields';

/** Why a party reports a conversation (issue 25): required, at most MAX_CONVERSATION_REPORT_LENGTH. */
export function validateConversationReport(reason: unknown): Result<string> {
  return requireText(
    reason,
    'reason',
    MESSAGES.reportReasonRequired,
    MAX_CONVERSATION_REPORT_LENGTH,
    MESSAGES.reportReasonTooLong,
  );
}
