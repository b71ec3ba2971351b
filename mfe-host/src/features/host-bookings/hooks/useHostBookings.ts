import { useCallback } from 'react';
import { bookingNotificationKindsFor } from '@shoreline/shared-domain/notifications';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { getHostBookings } from '../api/getHostBookings';

/** What a host hears of their listings' bookings (new request, cancelled, expired). */
const HOST_BOOKING_KINDS = bookingNotificationKindsFor('host');

export function useHostBookings() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getHostBookings(api, cursor), [api]);
  const bookings = usePagedList(load);
  // A request the bell announces shows in the list at once (issue 22), without a reload.
  useNotificationRefresh(HOST_BOOKING_KINDS, bookings.reload);
  return bookings;
}
