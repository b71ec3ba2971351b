import type { ApiClient } from '@shoreline/shared-ui/contract';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';

/** GET /api/listings?limit=8: the first active listings, newest first (SPEC 9: 8 featured). */
export function getFeaturedListings(api: ApiClient): Promise<Page<ListingSummary>> {
  return api.request<Page<ListingSummary>>('GET', apiPaths.featuredListings());
}
