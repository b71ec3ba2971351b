import type { AdminConversation } from '@shoreline/shared-domain/conversations';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/**
 * GET /api/admin/conversations/:id: a reported conversation's listing, parties and open reports; 404
 * (conversationNotFound) unless someone reported it and no admin has dealt with it yet.
 */
export function getAdminConversation(api: ApiClient, id: string): Promise<AdminConversation> {
  return callApi(api, 'get', '/api/admin/conversations/{id}', { params: { id } });
}
