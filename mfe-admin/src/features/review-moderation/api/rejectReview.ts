import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';

/** POST /api/admin/reviews/:id/reject `{ reason }`: the reviewer sees the reason with their review. */
export function rejectReview(api: ApiClient, id: string, reason: string): Promise<ReviewForModeration> {
  return callApi(api, 'post', '/api/admin/reviews/{id}/reject', { params: { id }, body: { reason } });
}
