import type { ConversationReport } from '@shoreline/shared-domain/conversations';
import type { Page } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** GET /api/admin/conversation-reports: one page of the open reports, oldest first. */
export function getConversationReports(
  api: ApiClient,
  cursor: string | null,
): Promise<Page<ConversationReport>> {
  return callApi(api, 'get', '/api/admin/conversation-reports', { query: { cursor: cursor ?? undefined } });
}
