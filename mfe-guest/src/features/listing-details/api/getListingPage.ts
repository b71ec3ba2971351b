import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ListingReviews } from '@shoreline/shared-ui/api/apiTypes';
import type { ListingPage as DomainListingPage } from '@shoreline/shared-domain/types';

/** The page's answer; its reviews are the published ones (no one's ids, `mine` for the viewer's own). */
export type ListingPage = Omit<DomainListingPage, 'reviews'> & { reviews: ListingReviews };

/** GET /api/listings/:id/page: listing, availability from today on and the first reviews, at once. */
export function getListingPage(api: ApiClient, id: string): Promise<ListingPage> {
  return callApi(api, 'get', '/api/listings/{id}/page', { params: { id } });
}
