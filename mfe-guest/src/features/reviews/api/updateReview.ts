import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Review } from '@shoreline/shared-domain/types';

/** PUT /api/reviews/:id: the author edits a review, which goes back to pending moderation. */
export function updateReview(
  api: ApiClient,
  id: string,
  change: { rating: number; comment: string },
): Promise<Review> {
  return callApi(api, 'put', '/api/reviews/{id}', { params: { id }, body: change });
}
