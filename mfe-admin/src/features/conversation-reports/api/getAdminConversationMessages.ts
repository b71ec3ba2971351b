import type { ThreadMessage } from '@shoreline/shared-domain/conversations';
import type { Page } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** GET /api/admin/conversations/:id/messages: one page of a reported conversation, newest first. */
export function getAdminConversationMessages(
  api: ApiClient,
  id: string,
  cursor: string | null,
): Promise<Page<ThreadMessage>> {
  return callApi(api, 'get', '/api/admin/conversations/{id}/messages', {
    params: { id },
    query: { cursor: cursor ?? undefined },
  });
}
