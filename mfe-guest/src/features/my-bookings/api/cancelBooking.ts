import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Booking } from '@shoreline/shared-domain/types';

/** POST /api/bookings/:id/cancel: the renter cancels a pending booking. */
export function cancelBooking(api: ApiClient, id: string): Promise<Booking> {
  return callApi(api, 'post', '/api/bookings/{id}/cancel', { params: { id } });
}
