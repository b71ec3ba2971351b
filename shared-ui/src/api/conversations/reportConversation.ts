import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/**
 * POST /api/conversations/:id/reports: either party reports the thread to the admins; 409 with
 * MESSAGES.conversationAlreadyReported while their previous report is still open.
 */
export function reportConversation(api: ApiClient, id: string, reason: string): Promise<{ id: string }> {
  return callApi(api, 'post', '/api/conversations/{id}/reports', { params: { id }, body: { reason } });
}
