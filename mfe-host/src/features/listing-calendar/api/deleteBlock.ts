import type { ApiClient } from '@shoreline/shared-ui/contract';

/** DELETE /api/listings/:id/blocks/:blockId: reopens the nights of one of the host's own blocks. */
export function deleteBlock(api: ApiClient, listingId: string, blockId: string): Promise<void> {
  return api.request<void>(
    'DELETE',
    `/api/listings/${encodeURIComponent(listingId)}/blocks/${encodeURIComponent(blockId)}`,
  );
}
