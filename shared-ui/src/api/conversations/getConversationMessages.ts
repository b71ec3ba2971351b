import type { ThreadPage } from '@shoreline/shared-domain/conversations';
import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/**
 * GET /api/conversations/:id/messages: one page of a thread, NEWEST first (`cursor` null: the newest
 * page; a page's `nextCursor` leads to older messages). Reading does not mark the thread read.
 */
export function getConversationMessages(
  api: ApiClient,
  id: string,
  cursor: string | null,
): Promise<ThreadPage> {
  return callApi(api, 'get', '/api/conversations/{id}/messages', {
    params: { id },
    ...(cursor ? { query: { cursor } } : {}),
  });
}
