import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Booking, IsoDate } from '@shoreline/shared-domain/types';

export interface BookingRequest {
  listingId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  message?: string;
}

/** POST /api/bookings: a pending booking; the server computes the total and refuses taken dates (409). */
export function createBooking(api: ApiClient, request: BookingRequest): Promise<Booking> {
  return api.request<Booking>('POST', '/api/bookings', request);
}
