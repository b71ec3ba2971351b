import { useCallback } from 'react';
import { rangesOverlap } from '@shoreline/shared-domain/availability';
import type { Booking } from '@shoreline/shared-domain/types';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { fetchAllPages } from '@shoreline/shared-ui/api/fetchAllPages';
import { getHostBookings } from '../api/getHostBookings';

/** The other pending requests of the same listing that approving `booking` would decline (PRODUCT 19). */
function overlappingRequests(booking: Booking, all: readonly Booking[]): Booking[] {
  const stay = { start: booking.startDate, end: booking.endDate };
  return all.filter(
    (other) =>
      other.id !== booking.id &&
      other.listingId === booking.listingId &&
      other.status === 'pending' &&
      rangesOverlap(stay, { start: other.startDate, end: other.endDate }),
  );
}

/**
 * Those requests, from the host's bookings. Only the approval of a pending request needs them, so the
 * host's bookings are loaded only when `needed`; otherwise the answer is an empty list.
 */
export function useDeclinedRequests(booking: Booking, needed: boolean) {
  const api = useApi();
  const load = useCallback(
    async () =>
      needed
        ? overlappingRequests(booking, await fetchAllPages((cursor) => getHostBookings(api, cursor)))
        : [],
    [api, booking, needed],
  );
  return useAsync(load);
}
