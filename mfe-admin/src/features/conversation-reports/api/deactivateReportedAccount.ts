import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/**
 * POST /api/admin/conversation-reports/:id/deactivate: deactivates the reported party (the one who did
 * not file the report), ends their sessions and closes every open report of the conversation.
 */
export async function deactivateReportedAccount(api: ApiClient, id: string): Promise<void> {
  await callApi(api, 'post', '/api/admin/conversation-reports/{id}/deactivate', { params: { id } });
}
