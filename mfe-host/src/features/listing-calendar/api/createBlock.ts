import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { CreatedBlock } from '@shoreline/shared-domain/hostCalendar';
import type { IsoDate } from '@shoreline/shared-domain/types';

/**
 * POST /api/listings/:id/blocks: closes the nights [startDate, endDate) and declines the pending
 * requests that want any of them (listed in the answer); 409 over a stay or a block.
 */
export function createBlock(
  api: ApiClient,
  listingId: string,
  block: { startDate: IsoDate; endDate: IsoDate; note?: string },
): Promise<CreatedBlock> {
  return callApi(api, 'post', '/api/listings/{id}/blocks', { params: { id: listingId }, body: block });
}
