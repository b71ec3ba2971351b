import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';

/** GET /api/admin/reviews: reviews waiting for moderation, newest first, with listing title and reviewer. */
export function getPendingReviews(api: ApiClient): Promise<ReviewForModeration[]> {
  return api.request<ReviewForModeration[]>('GET', '/api/admin/reviews?status=pending');
}
