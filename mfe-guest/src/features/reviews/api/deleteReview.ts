import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** DELETE /api/reviews/:id: the author removes their review. */
export function deleteReview(api: ApiClient, id: string): Promise<void> {
  return callApi(api, 'delete', '/api/reviews/{id}', { params: { id } });
}
