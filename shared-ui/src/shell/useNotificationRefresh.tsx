import { useEffect, useRef } from 'react';
import type { NotificationKind } from '@shoreline/shared-domain/notifications';
import type { NotificationArrival, NotificationArrivals } from '../contract';
import { createNotificationArrivals } from './createNotificationArrivals';
import { useShell } from './useShell';

/**
 * Keeps a page current with what the bell already knows (issue 22): calls `refetch` whenever a
 * notification of one of `kinds` arrives for the signed-in user, and when the count rose while the
 * stream was down (which ones arrived is then unknown). A page that lists bookings, reviews or host
 * requests passes its reload: `useNotificationRefresh(['booking-approved'], bookings.reload)`.
 * Under a shell without arrivals it follows the `notifications` store's `latest`; without either
 * (a stub shell) it does nothing and the page loads as before.
 */
export function useNotificationRefresh(
  kinds: readonly NotificationKind[],
  refetch: (arrival: NotificationArrival) => void,
): void {
  const shell = useShell();
  // The newest callback and kinds, without subscribing again on every render.
  const latest = useRef({ kinds, refetch });
  latest.current = { kinds, refetch };
  const store = shell.notifications;
  const given = shell.notificationArrivals;

  useEffect(() => {
    const arrivals: NotificationArrivals | null = given ?? (store ? createNotificationArrivals(store) : null);
    if (!arrivals) return undefined;
    return arrivals.subscribe((arrival) => {
      const { kinds: wanted, refetch: run } = latest.current;
      if (arrival.kind === null || wanted.includes(arrival.kind)) run(arrival);
    });
  }, [given, store]);
}
