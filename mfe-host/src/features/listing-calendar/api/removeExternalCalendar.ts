import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** DELETE /api/listings/:id/calendars/:calendarId: stops importing it; its nights reopen. */
export function removeExternalCalendar(api: ApiClient, listingId: string, calendarId: string): Promise<void> {
  return callApi(api, 'delete', '/api/listings/{id}/calendars/{calendarId}', {
    params: { id: listingId, calendarId },
  });
}
