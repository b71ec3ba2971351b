import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { CalendarBlock } from '@shoreline/shared-domain/hostCalendar';
import type { IsoDate } from '@shoreline/shared-domain/types';

/** POST /api/listings/:id/blocks: closes the nights [startDate, endDate); 409 over a stay or a block. */
export function createBlock(
  api: ApiClient,
  listingId: string,
  block: { startDate: IsoDate; endDate: IsoDate; note?: string },
): Promise<CalendarBlock> {
  return callApi(api, 'post', '/api/listings/{id}/blocks', { params: { id: listingId }, body: block });
}
