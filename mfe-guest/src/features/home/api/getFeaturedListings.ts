import { FEATURED_LISTINGS } from '@shoreline/shared-domain/constants';
import { listingSearch } from '@shoreline/shared-ui/api/apiPaths';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';

/** GET /api/listings?limit=8: the first active listings, newest first (SPEC 9: 8 featured). */
export function getFeaturedListings(api: ApiClient): Promise<Page<ListingSummary>> {
  return callApi(api, 'get', '/api/listings', { query: listingSearch({ limit: FEATURED_LISTINGS }) });
}
