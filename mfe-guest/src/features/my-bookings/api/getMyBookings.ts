import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Booking, Page } from '@shoreline/shared-domain/types';

/**
 * GET /api/bookings/mine: one page of the renter's own bookings, newest first, with listing title and
 * place. The first page's path is the one the page's route preloads (no query).
 */
export function getMyBookings(api: ApiClient, cursor: string | null): Promise<Page<Booking>> {
  return callApi(api, 'get', '/api/bookings/mine', cursor ? { query: { cursor } } : undefined);
}
