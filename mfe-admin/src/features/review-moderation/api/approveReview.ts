import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ReviewForModeration } from '@shoreline/shared-domain/types';

/** POST /api/admin/reviews/:id/approve: the review is shown and counted from now on. */
export function approveReview(api: ApiClient, id: string): Promise<ReviewForModeration> {
  return callApi(api, 'post', '/api/admin/reviews/{id}/approve', { params: { id } });
}
