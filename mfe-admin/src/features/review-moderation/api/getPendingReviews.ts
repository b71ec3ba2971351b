import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ReviewForModeration, Page } from '@shoreline/shared-domain/types';

/** GET /api/admin/reviews: one page of the reviews waiting for moderation, newest first, with listing title and reviewer. */
export function getPendingReviews(api: ApiClient, cursor: string | null): Promise<Page<ReviewForModeration>> {
  return callApi(api, 'get', '/api/admin/reviews', {
    query: { status: 'pending', cursor: cursor ?? undefined },
  });
}
