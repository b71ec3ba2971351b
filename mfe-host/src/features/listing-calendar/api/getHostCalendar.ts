import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { HostCalendar } from '@shoreline/shared-domain/hostCalendar';

/** GET /api/listings/:id/calendar: the listing's window, stays, requests, blocks and conflicts. */
export function getHostCalendar(api: ApiClient, listingId: string): Promise<HostCalendar> {
  return api.request<HostCalendar>('GET', `/api/listings/${encodeURIComponent(listingId)}/calendar`);
}
