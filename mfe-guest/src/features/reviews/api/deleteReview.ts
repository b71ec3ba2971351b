import type { ApiClient } from '@shoreline/shared-ui/contract';

/** DELETE /api/reviews/:id: the author removes their review. */
export function deleteReview(api: ApiClient, id: string): Promise<void> {
  return api.request<void>('DELETE', `/api/reviews/${encodeURIComponent(id)}`);
}
