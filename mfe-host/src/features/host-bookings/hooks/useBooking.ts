import { useCallback } from 'react';
import { bookingNotificationKindsFor } from '@shoreline/shared-domain/notifications';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getBooking } from '../api/getBooking';

const HOST_BOOKING_KINDS = bookingNotificationKindsFor('host');

export function useBooking(id: string) {
  const api = useApi();
  const load = useCallback(() => getBooking(api, id), [api, id]);
  const booking = useAsync(load);
  // The renter cancelled it, or it expired, while its page is open: the page shows it as it is now.
  useNotificationRefresh(HOST_BOOKING_KINDS, (arrival) => {
    if (arrival.kind === null || arrival.ids.includes(id)) booking.reload();
  });
  return booking;
}
