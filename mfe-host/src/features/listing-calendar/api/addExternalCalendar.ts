import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { ExternalCalendar } from '@shoreline/shared-domain/hostCalendar';

/** POST /api/listings/:id/calendars: imports another platform's calendar (synced once before answering). */
export function addExternalCalendar(
  api: ApiClient,
  listingId: string,
  calendar: { name: string; url: string },
): Promise<ExternalCalendar> {
  return api.request<ExternalCalendar>(
    'POST',
    `/api/listings/${encodeURIComponent(listingId)}/calendars`,
    calendar,
  );
}
