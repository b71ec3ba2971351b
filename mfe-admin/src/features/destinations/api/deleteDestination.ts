import type { ApiClient } from '@shoreline/shared-ui/contract';

/** DELETE /api/admin/destinations/:id: the ones after it move up one place. */
export function deleteDestination(api: ApiClient, id: string): Promise<void> {
  return api.request<void>('DELETE', `/api/admin/destinations/${encodeURIComponent(id)}`);
}
