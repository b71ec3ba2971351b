import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Listing, ListingInput } from '@shoreline/shared-domain/types';

/** PUT /api/listings/:id: replaces every field and the photos of the host's own listing. */
export function updateListing(api: ApiClient, id: string, input: ListingInput): Promise<Listing> {
  return callApi(api, 'put', '/api/listings/{id}', { params: { id }, body: input });
}
