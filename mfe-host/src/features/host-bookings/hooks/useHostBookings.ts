import { useCallback } from 'react';
import { bookingNotificationKindsFor } from '@shoreline/shared-domain/notifications';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getHostBookings } from '../api/getHostBookings';

/** What a host hears of their listings' bookings (new request, cancelled, expired). */
const HOST_BOOKING_KINDS = bookingNotificationKindsFor('host');

export function useHostBookings() {
  const api = useApi();
  const load = useCallback(() => getHostBookings(api), [api]);
  const bookings = useAsync(load);
  // A request the bell announces shows in the list at once (issue 22), without a reload.
  useNotificationRefresh(HOST_BOOKING_KINDS, bookings.reload);
  return bookings;
}
