import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import { listingSearch, type ListingQuery } from '@shoreline/shared-ui/api/apiPaths';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';

export type { ListingQuery };

/** GET /api/listings: active listings, newest first, keyset-paginated. */
export function getListings(api: ApiClient, query: ListingQuery = {}): Promise<Page<ListingSummary>> {
  return callApi(api, 'get', '/api/listings', { query: listingSearch(query) });
}
