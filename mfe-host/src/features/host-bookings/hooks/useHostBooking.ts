import { useCallback } from 'react';
import { bookingNotificationKindsFor } from '@shoreline/shared-domain/notifications';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getHostBooking } from '../api/getHostBooking';

const HOST_BOOKING_KINDS = bookingNotificationKindsFor('host');

export function useHostBooking(id: string) {
  const api = useApi();
  const load = useCallback(() => getHostBooking(api, id), [api, id]);
  const booking = useAsync(load);
  // The renter cancelled it, or it expired, while its detail page is open: show it as it is now.
  useNotificationRefresh(HOST_BOOKING_KINDS, (arrival) => {
    if (arrival.kind === null || arrival.ids.includes(id)) booking.reload();
  });
  return booking;
}
