import { useCallback } from 'react';
import { bookingNotificationKindsFor } from '@shoreline/shared-domain/notifications';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getMyBookings } from '../api/getMyBookings';

/** What the renter hears of their requests (approved, declined, expired): the list follows each. */
const RENTER_BOOKING_KINDS = bookingNotificationKindsFor('renter');

export function useMyBookings() {
  const api = useApi();
  const load = useCallback(() => getMyBookings(api), [api]);
  const bookings = useAsync(load);
  // A decision the bell announces shows on its card at once (issue 22), without a reload.
  useNotificationRefresh(RENTER_BOOKING_KINDS, bookings.reload);
  return bookings;
}
