import { useCallback } from 'react';
import { bookingNotificationKindsFor } from '@shoreline/shared-domain/notifications';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { getMyBookings } from '../api/getMyBookings';

/** What the renter hears of their requests (approved, declined, expired): the list follows each. */
const RENTER_BOOKING_KINDS = bookingNotificationKindsFor('renter');

export function useMyBookings() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getMyBookings(api, cursor), [api]);
  const bookings = usePagedList(load);
  // A decision the bell announces shows on its card at once (issue 22), without a reload.
  useNotificationRefresh(RENTER_BOOKING_KINDS, bookings.reload);
  return bookings;
}
