import type { ApiClient } from '@shoreline/shared-ui/contract';
import { apiPaths, type ListingQuery } from '@shoreline/shared-ui/api/apiPaths';
import type { SearchPage } from '@shoreline/shared-domain/types';

export type { ListingQuery };

/** GET /api/listings: search (free dates, price, order), keyset-paginated; total on the first page. */
export function getListings(api: ApiClient, query: ListingQuery = {}): Promise<SearchPage> {
  return api.request<SearchPage>('GET', apiPaths.listings(query));
}
