import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostCalendar } from '@shoreline/shared-domain/hostCalendar';

/** GET /api/listings/:id/calendar: the listing's window, stays, requests, blocks and conflicts. */
export function getHostCalendar(api: ApiClient, listingId: string): Promise<HostCalendar> {
  return callApi(api, 'get', '/api/listings/{id}/calendar', { params: { id: listingId } });
}
