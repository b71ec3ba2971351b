import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { CalendarSync } from '@shoreline/shared-domain/hostCalendar';

/** GET /api/listings/:id/calendar-sync: the secret export feed URL and the imported calendars. */
export function getCalendarSync(api: ApiClient, listingId: string): Promise<CalendarSync> {
  return callApi(api, 'get', '/api/listings/{id}/calendar-sync', { params: { id: listingId } });
}
