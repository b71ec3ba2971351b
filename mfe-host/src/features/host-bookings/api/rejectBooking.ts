import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Booking } from '@shoreline/shared-domain/types';

/** POST /api/bookings/:id/reject: the listing's host declines a pending request (409 if no longer pending). */
export function rejectBooking(api: ApiClient, id: string): Promise<Booking> {
  return callApi(api, 'post', '/api/bookings/{id}/reject', { params: { id } });
}
