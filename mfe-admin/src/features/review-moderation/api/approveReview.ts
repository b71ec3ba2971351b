import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';

/** POST /api/admin/reviews/:id/approve: the review is shown and counted from now on. */
export function approveReview(api: ApiClient, id: string): Promise<ReviewForModeration> {
  return api.request<ReviewForModeration>('POST', `/api/admin/reviews/${encodeURIComponent(id)}/approve`);
}
