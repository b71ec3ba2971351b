import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Listing } from '@shoreline/shared-domain/types';

/** PATCH /api/listings/:id/status `{ isActive: true }`: the owning host makes their listing visible again. */
export function activateListing(api: ApiClient, id: string): Promise<Listing> {
  return callApi(api, 'patch', '/api/listings/{id}/status', { params: { id }, body: { isActive: true } });
}
