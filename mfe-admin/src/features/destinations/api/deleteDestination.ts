import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** DELETE /api/admin/destinations/:id: the ones after it move up one place. */
export function deleteDestination(api: ApiClient, id: string): Promise<void> {
  return callApi(api, 'delete', '/api/admin/destinations/{id}', { params: { id } });
}
