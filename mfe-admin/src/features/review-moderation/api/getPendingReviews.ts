import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';

/** GET /api/admin/reviews: reviews waiting for moderation, newest first, with listing title and reviewer. */
export function getPendingReviews(api: ApiClient): Promise<ReviewForModeration[]> {
  return callApi(api, 'get', '/api/admin/reviews', { query: { status: 'pending' } });
}
