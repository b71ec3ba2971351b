import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { CalendarBlock } from '@shoreline/shared-domain/hostCalendar';
import type { IsoDate } from '@shoreline/shared-domain/types';

/** POST /api/listings/:id/blocks: closes the nights [startDate, endDate); 409 over a stay or a block. */
export function createBlock(
  api: ApiClient,
  listingId: string,
  block: { startDate: IsoDate; endDate: IsoDate; note?: string },
): Promise<CalendarBlock> {
  return api.request<CalendarBlock>('POST', `/api/listings/${encodeURIComponent(listingId)}/blocks`, block);
}
