import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Review } from '@shoreline/shared-domain/types';

export interface ReviewRequest {
  bookingId: string;
  rating: number;
  comment: string;
}

/** POST /api/reviews: a pending review of a completed stay. */
export function createReview(api: ApiClient, request: ReviewRequest): Promise<Review> {
  return api.request<Review>('POST', '/api/reviews', request);
}
