import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Review, Page } from '@shoreline/shared-domain/types';

/** GET /api/reviews/mine?listingId: one page of the caller's own reviews of a listing, in any status. */
export function getMyReviews(
  api: ApiClient,
  listingId: string,
  cursor: string | null,
): Promise<Page<Review>> {
  return callApi(api, 'get', '/api/reviews/mine', {
    query: { listingId, cursor: cursor ?? undefined },
  });
}
