// Notification arrivals (issue 22), derived from the bell's store that `followNotifications` keeps
// live: a new `latest` is a notification that just arrived; a count that rose without one means
// something arrived while the stream was down (the server sends only the count on connect) or while
// the count was polled. Derived rather than pushed, so every way the store learns of an arrival (and
// any shell that keeps the store as version 1 describes it) reaches the pages alike.
import type { StoreApi } from 'zustand';
import type { Notification } from '@shoreline/shared-domain/notifications';
import type { NotificationArrival, NotificationArrivals, NotificationsState } from '../contract';

/** The ids a notification concerns: every `...Id` of its facts (booking, listing, review, host request). */
function idsOf(notification: Notification): string[] {
  return Object.entries(notification.facts).flatMap(([key, value]) =>
    key.endsWith('Id') && typeof value === 'string' ? [value] : [],
  );
}

function arrivalOf(notification: Notification): NotificationArrival {
  return { kind: notification.kind, ids: idsOf(notification), notification };
}

export function createNotificationArrivals(store: StoreApi<NotificationsState>): NotificationArrivals {
  return {
    subscribe: (listener) =>
      store.subscribe((state, previous) => {
        if (state.latest && state.latest !== previous.latest) {
          listener(arrivalOf(state.latest));
        } else if (
          state.unreadCount !== null &&
          previous.unreadCount !== null &&
          state.unreadCount > previous.unreadCount
        ) {
          listener({ kind: null, ids: [], notification: null });
        }
      }),
  };
}
