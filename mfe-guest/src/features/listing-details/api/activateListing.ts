import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Listing } from '@shoreline/shared-domain/types';

/** PATCH /api/listings/:id/status `{ isActive: true }`: the owning host makes their listing visible again. */
export function activateListing(api: ApiClient, id: string): Promise<Listing> {
  return api.request<Listing>('PATCH', `/api/listings/${encodeURIComponent(id)}/status`, { isActive: true });
}
