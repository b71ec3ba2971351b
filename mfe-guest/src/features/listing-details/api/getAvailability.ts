import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Availability } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id/availability: approved booked ranges and the free ranges between them. */
export function getAvailability(api: ApiClient, listingId: string): Promise<Availability> {
  return callApi(api, 'get', '/api/listings/{id}/availability', { params: { id: listingId } });
}
