import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** POST /api/admin/conversation-reports/:id/dismiss: closes the report; the conversation stays as it is. */
export async function dismissConversationReport(api: ApiClient, id: string): Promise<void> {
  await callApi(api, 'post', '/api/admin/conversation-reports/{id}/dismiss', { params: { id } });
}
