import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ListingReviews } from '@shoreline/shared-ui/api/apiTypes';

/**
 * GET /api/listings/:id/reviews: approved reviews newest first, with their average and count; only
 * what the page shows of each (`mine` marks the signed-in viewer's own).
 */
export function getListingReviews(api: ApiClient, listingId: string): Promise<ListingReviews> {
  return callApi(api, 'get', '/api/listings/{id}/reviews', { params: { id: listingId } });
}
