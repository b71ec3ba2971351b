import type { UnreadConversations } from '@shoreline/shared-domain/conversations';
import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/** GET /api/conversations/unread: how many threads wait for the viewer, as renter and as host. */
export function getUnreadConversations(api: ApiClient): Promise<UnreadConversations> {
  return callApi(api, 'get', '/api/conversations/unread');
}
