import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ExternalCalendar } from '@shoreline/shared-domain/hostCalendar';

/**
 * POST /api/listings/:id/calendars: imports another platform's calendar, synced once before answering;
 * when that sync fails nothing is saved and it rejects with 422 and the reason.
 */
export function addExternalCalendar(
  api: ApiClient,
  listingId: string,
  calendar: { name: string; url: string },
): Promise<ExternalCalendar> {
  return callApi(api, 'post', '/api/listings/{id}/calendars', { params: { id: listingId }, body: calendar });
}
