import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';

/** POST /api/admin/reviews/:id/reject `{ reason }`: the reviewer sees the reason with their review. */
export function rejectReview(api: ApiClient, id: string, reason: string): Promise<ReviewForModeration> {
  return api.request<ReviewForModeration>('POST', `/api/admin/reviews/${encodeURIComponent(id)}/reject`, {
    reason,
  });
}
