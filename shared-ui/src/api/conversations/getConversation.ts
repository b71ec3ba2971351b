import type { ConversationDetail } from '@shoreline/shared-domain/conversations';
import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/** GET /api/conversations/:id: a thread's header (404 for a conversation that is not the viewer's). */
export function getConversation(api: ApiClient, id: string): Promise<ConversationDetail> {
  return callApi(api, 'get', '/api/conversations/{id}', { params: { id } });
}
