import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Review } from '@shoreline/shared-domain/types';

export interface ReviewRequest {
  bookingId: string;
  rating: number;
  comment: string;
}

/** POST /api/reviews: a pending review of a completed stay. */
export function createReview(api: ApiClient, request: ReviewRequest): Promise<Review> {
  return callApi(api, 'post', '/api/reviews', { body: request });
}
