import type { ApiClient } from '@shoreline/shared-ui/contract';

/** DELETE /api/listings/:id/calendars/:calendarId: stops importing it; its nights reopen. */
export function removeExternalCalendar(api: ApiClient, listingId: string, calendarId: string): Promise<void> {
  return api.request<void>(
    'DELETE',
    `/api/listings/${encodeURIComponent(listingId)}/calendars/${encodeURIComponent(calendarId)}`,
  );
}
