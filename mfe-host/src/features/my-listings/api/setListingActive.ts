import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Listing } from '@shoreline/shared-domain/types';

/** PATCH /api/listings/:id/status: activates or deactivates the host's own listing. */
export function setListingActive(api: ApiClient, id: string, isActive: boolean): Promise<Listing> {
  return api.request<Listing>('PATCH', `/api/listings/${encodeURIComponent(id)}/status`, { isActive });
}
