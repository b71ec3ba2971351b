import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { CalendarSync } from '@shoreline/shared-domain/hostCalendar';

/** GET /api/listings/:id/calendar-sync: the secret export feed URL and the imported calendars. */
export function getCalendarSync(api: ApiClient, listingId: string): Promise<CalendarSync> {
  return api.request<CalendarSync>('GET', `/api/listings/${encodeURIComponent(listingId)}/calendar-sync`);
}
