import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** DELETE /api/listings/:id/blocks/:blockId: reopens the nights of one of the host's own blocks. */
export function deleteBlock(api: ApiClient, listingId: string, blockId: string): Promise<void> {
  return callApi(api, 'delete', '/api/listings/{id}/blocks/{blockId}', {
    params: { id: listingId, blockId },
  });
}
