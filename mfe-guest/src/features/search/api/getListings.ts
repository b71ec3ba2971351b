import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import { listingSearch, type ListingQuery } from '@shoreline/shared-ui/api/apiPaths';
import type { SearchPage } from '@shoreline/shared-domain/types';

export type { ListingQuery };

/** GET /api/listings: search (free dates, price, order), keyset-paginated; total on the first page. */
export function getListings(api: ApiClient, query: ListingQuery = {}): Promise<SearchPage> {
  return callApi(api, 'get', '/api/listings', { query: listingSearch(query) });
}
