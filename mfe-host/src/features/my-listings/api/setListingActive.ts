import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Listing } from '@shoreline/shared-domain/types';

/** PATCH /api/listings/:id/status: activates or deactivates the host's own listing. */
export function setListingActive(api: ApiClient, id: string, isActive: boolean): Promise<Listing> {
  return callApi(api, 'patch', '/api/listings/{id}/status', { params: { id }, body: { isActive } });
}
