import type { ConversationRole, ConversationSummary } from '@shoreline/shared-domain/conversations';
import type { Page } from '@shoreline/shared-domain/types';
import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/**
 * GET /api/conversations: one page of the viewer's inbox on one side (`role`), the most recently
 * active conversation first; `cursor` is the previous page's `nextCursor`.
 */
export function getConversations(
  api: ApiClient,
  { role, cursor }: { role: ConversationRole; cursor: string | null },
): Promise<Page<ConversationSummary>> {
  return callApi(api, 'get', '/api/conversations', { query: { role, ...(cursor ? { cursor } : {}) } });
}
