import type { ApiClient } from '@shoreline/shared-ui/contract';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { ListingReviews } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id/reviews: approved reviews newest first, with their average and count. */
export function getListingReviews(api: ApiClient, listingId: string): Promise<ListingReviews> {
  return api.request<ListingReviews>('GET', apiPaths.listingReviews(listingId));
}
