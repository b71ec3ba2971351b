import type { TextMessage } from '@shoreline/shared-domain/conversations';
import type { ApiClient } from '../../contract';
import { callApi } from '../callApi';

/** POST /api/conversations/:id/messages: writes `body` into the thread and answers the stored message. */
export function sendMessage(api: ApiClient, id: string, body: string): Promise<TextMessage> {
  return callApi(api, 'post', '/api/conversations/{id}/messages', { params: { id }, body: { body } });
}
