import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Booking, Page } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id/reviewable-bookings: one page of the caller's completed, not yet reviewed stays here. */
export function getReviewableBookings(
  api: ApiClient,
  listingId: string,
  cursor: string | null,
): Promise<Page<Booking>> {
  return callApi(api, 'get', '/api/listings/{id}/reviewable-bookings', {
    params: { id: listingId },
    query: { cursor: cursor ?? undefined },
  });
}
