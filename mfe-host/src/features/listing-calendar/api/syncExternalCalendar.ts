import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { ExternalCalendar } from '@shoreline/shared-domain/hostCalendar';

/** POST /api/listings/:id/calendars/:calendarId/sync: "Sync now"; a failure comes back in lastError. */
export function syncExternalCalendar(
  api: ApiClient,
  listingId: string,
  calendarId: string,
): Promise<ExternalCalendar> {
  return api.request<ExternalCalendar>(
    'POST',
    `/api/listings/${encodeURIComponent(listingId)}/calendars/${encodeURIComponent(calendarId)}/sync`,
  );
}
