import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { ExternalCalendar } from '@shoreline/shared-domain/hostCalendar';

/** POST /api/listings/:id/calendars/:calendarId/sync: "Sync now"; a failure comes back in lastError. */
export function syncExternalCalendar(
  api: ApiClient,
  listingId: string,
  calendarId: string,
): Promise<ExternalCalendar> {
  return callApi(api, 'post', '/api/listings/{id}/calendars/{calendarId}/sync', {
    params: { id: listingId, calendarId },
  });
}
