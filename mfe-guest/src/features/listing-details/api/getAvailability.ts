import type { ApiClient } from '@shoreline/shared-ui/contract';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { Availability } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id/availability: approved booked ranges and the free ranges between them. */
export function getAvailability(api: ApiClient, listingId: string): Promise<Availability> {
  return api.request<Availability>('GET', apiPaths.listingAvailability(listingId));
}
