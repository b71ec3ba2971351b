import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Booking } from '@shoreline/shared-domain/types';

/**
 * GET /api/bookings/:id: one booking with its listing's title and place and the renter's name, for
 * its renter and its listing's host; 404 for anyone else, as for an unknown id (400 when malformed).
 */
export function getBooking(api: ApiClient, id: string): Promise<Booking> {
  return api.request<Booking>('GET', apiPaths.booking(id));
}
