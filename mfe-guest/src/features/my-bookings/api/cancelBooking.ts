import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Booking } from '@shoreline/shared-domain/types';

/** POST /api/bookings/:id/cancel: the renter cancels a pending booking. */
export function cancelBooking(api: ApiClient, id: string): Promise<Booking> {
  return api.request<Booking>('POST', `/api/bookings/${encodeURIComponent(id)}/cancel`);
}
