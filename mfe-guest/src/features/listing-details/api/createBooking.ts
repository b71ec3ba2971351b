import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { GuestCounts } from '@shoreline/shared-domain/listingFacts';
import type { Booking, IsoDate } from '@shoreline/shared-domain/types';

export interface BookingRequest {
  listingId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  message?: string;
  guests: GuestCounts;
}

/** POST /api/bookings: a pending booking; the server computes the total and refuses taken dates (409)
 * and a party the listing does not take (400). */
export function createBooking(api: ApiClient, request: BookingRequest): Promise<Booking> {
  return callApi(api, 'post', '/api/bookings', { body: request });
}
