import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Booking } from '@shoreline/shared-domain/types';

/**
 * POST /api/bookings/:id/approve: the listing's host approves a pending request; the API also
 * declines the pending requests it now overlaps (PRODUCT 19). 409 when it is no longer pending or
 * its dates are taken.
 */
export function approveBooking(api: ApiClient, id: string): Promise<Booking> {
  return callApi(api, 'post', '/api/bookings/{id}/approve', { params: { id } });
}
