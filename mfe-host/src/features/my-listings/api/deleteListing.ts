import type { ApiClient } from '@shoreline/shared-ui/contract';

/** DELETE /api/listings/:id: takes the host's listing out of the marketplace (PRODUCT 20, soft delete). */
export function deleteListing(api: ApiClient, id: string): Promise<void> {
  return api.request<void>('DELETE', `/api/listings/${encodeURIComponent(id)}`);
}
