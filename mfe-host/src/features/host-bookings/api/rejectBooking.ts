import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Booking } from '@shoreline/shared-domain/types';

/**
 * POST /api/bookings/:id/reject: the listing's host declines a pending request, optionally saying why
 * (the renter sees it; at most 500 characters, 400 otherwise). 409 if it is no longer pending.
 */
export function rejectBooking(api: ApiClient, id: string, reason: string | null = null): Promise<Booking> {
  return callApi(api, 'post', '/api/bookings/{id}/reject', { params: { id }, body: { reason } });
}
