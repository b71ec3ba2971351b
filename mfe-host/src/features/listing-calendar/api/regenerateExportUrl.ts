import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** POST /api/listings/:id/calendar-sync/token: a new secret feed URL; the old one stops working. */
export function regenerateExportUrl(api: ApiClient, listingId: string): Promise<{ exportUrl: string }> {
  return callApi(api, 'post', '/api/listings/{id}/calendar-sync/token', { params: { id: listingId } });
}
