import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Booking } from '@shoreline/shared-domain/types';

/** POST /api/bookings/:id/reject: the listing's host declines a pending request (409 if no longer pending). */
export function rejectBooking(api: ApiClient, id: string): Promise<Booking> {
  return api.request<Booking>('POST', `/api/bookings/${encodeURIComponent(id)}/reject`);
}
