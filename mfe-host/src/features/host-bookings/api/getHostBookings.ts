import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Booking, Page } from '@shoreline/shared-domain/types';

/**
 * GET /api/host/bookings: one page of the bookings of the host's listings, newest first, with the
 * renter's name. The first page's path is the one the page's route preloads (no query).
 */
export function getHostBookings(api: ApiClient, cursor: string | null): Promise<Page<Booking>> {
  return callApi(api, 'get', '/api/host/bookings', cursor ? { query: { cursor } } : undefined);
}
