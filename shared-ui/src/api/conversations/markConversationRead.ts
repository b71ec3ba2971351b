import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/**
 * POST /api/conversations/:id/read: clears the viewer's unread flag of the thread, and marks their
 * unread 'message-received' notifications of it read (the bell drops on its next refresh).
 */
export async function markConversationRead(api: ApiClient, id: string): Promise<void> {
  await callApi(api, 'post', '/api/conversations/{id}/read', { params: { id } });
}
