import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Booking } from '@shoreline/shared-domain/types';

/** GET /api/bookings/mine: the renter's own bookings, newest first, with listing title and place. */
export function getMyBookings(api: ApiClient): Promise<Booking[]> {
  return api.request<Booking[]>('GET', apiPaths.myBookings());
}
