import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Booking } from '@shoreline/shared-domain/types';

/** GET /api/host/bookings: the bookings of the host's listings, newest first, with the renter's name. */
export function getHostBookings(api: ApiClient): Promise<Booking[]> {
  return api.request<Booking[]>('GET', apiPaths.hostBookings());
}
