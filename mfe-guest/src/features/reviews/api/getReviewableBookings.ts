import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Booking } from '@shoreline/shared-domain/types';

/** GET /api/listings/:id/reviewable-bookings: the caller's completed, not yet reviewed stays here. */
export function getReviewableBookings(api: ApiClient, listingId: string): Promise<Booking[]> {
  return api.request<Booking[]>('GET', `/api/listings/${encodeURIComponent(listingId)}/reviewable-bookings`);
}
