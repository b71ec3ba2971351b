import type { ConversationDetail, TextMessage } from '@shoreline/shared-domain/conversations';
import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/** What POST /api/conversations answers: the thread's header and the message just stored. */
export interface ConversationStarted {
  conversation: ConversationDetail;
  message: TextMessage;
}

/**
 * POST /api/conversations: the renter's message about a listing ("Contact host"). It starts their
 * conversation about it (201), or is added to the one they already have (200): one per renter and
 * listing. Refused for the renter's own listing (403) and for a listing guests cannot see (404).
 */
export function startConversation(
  api: ApiClient,
  { listingId, body }: { listingId: string; body: string },
): Promise<ConversationStarted> {
  return callApi(api, 'post', '/api/conversations', { body: { listingId, body } });
}
