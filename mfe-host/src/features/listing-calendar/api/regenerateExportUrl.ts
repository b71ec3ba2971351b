import type { ApiClient } from '@shoreline/shared-ui/contract';

/** POST /api/listings/:id/calendar-sync/token: a new secret feed URL; the old one stops working. */
export function regenerateExportUrl(api: ApiClient, listingId: string): Promise<{ exportUrl: string }> {
  return api.request<{ exportUrl: string }>(
    'POST',
    `/api/listings/${encodeURIComponent(listingId)}/calendar-sync/token`,
  );
}
