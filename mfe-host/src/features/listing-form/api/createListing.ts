import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Listing, ListingInput } from '@shoreline/shared-domain/types';

/** POST /api/listings: a new listing of the signed-in host, active at once (PRODUCT 8). */
export function createListing(api: ApiClient, input: ListingInput): Promise<Listing> {
  return callApi(api, 'post', '/api/listings', { body: input });
}
