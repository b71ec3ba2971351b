import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Booking, IsoDate } from '@shoreline/shared-domain/types';

export interface BookingRequest {
  listingId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  message?: string;
}

/** POST /api/bookings: a pending booking; the server computes the total and refuses taken dates (409). */
export function createBooking(api: ApiClient, request: BookingRequest): Promise<Booking> {
  return callApi(api, 'post', '/api/bookings', { body: request });
}
