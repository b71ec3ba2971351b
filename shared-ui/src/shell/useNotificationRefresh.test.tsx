import { act, render } from '@testing-library/react';
import type { Notification } from '@shoreline/shared-domain/notifications';
import { createTableApi } from '../api/createTableApi';
import type { NotificationArrival, ShellApi } from '../contract';
import { createShellApi } from './createShellApi';
import { followNotifications, type EventSourceLike } from './followNotifications';
import { ShellProvider } from './ShellProvider';
import { ana } from './testFixtures';
import { useNotificationRefresh } from './useNotificationRefresh';

/** The browser's EventSource as the API's stream would feed it: the test plays the server. */
class FakeStream implements EventSourceLike {
  static last: FakeStream | null = null;
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  private listener: ((event: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeStream.last = this;
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listener = listener;
  }
  close() {
    this.readyState = 2;
  }
  send(data: unknown) {
    this.readyState = 1;
    this.listener?.(new MessageEvent('notifications', { data: JSON.stringify(data) }));
  }
}
const stream = () => FakeStream.last as FakeStream;

const declined: Notification = {
  id: 'n1',
  kind: 'booking-rejected',
  facts: {
    bookingId: 'b1',
    listingId: 'l1',
    listingTitle: 'Dune House',
    city: 'Porto',
    country: 'Portugal',
    startDate: '2030-01-05',
    endDate: '2030-01-10',
    totalPrice: 500,
    renterName: 'Chloe',
  },
  link: '/bookings',
  createdAt: '2030-01-01T00:00:00.000Z',
  readAt: null,
};
const reviewWaits: Notification = {
  id: 'n2',
  kind: 'review-awaiting-moderation',
  facts: {
    reviewId: 'r1',
    listingId: 'l1',
    listingTitle: 'Dune House',
    reviewerName: 'Ben',
    rating: 4,
    reason: null,
  },
  link: '/admin/reviews',
  createdAt: '2030-01-01T00:00:00.000Z',
  readAt: null,
};

function liveShell() {
  const api = createTableApi({ 'GET /api/notifications/unread-count': () => ({ unreadCount: 0 }) });
  const shell = createShellApi({ api, storage: null, online: true });
  shell.session.getState().setUser(ana);
  const stop = followNotifications(shell, window, { EventSource: FakeStream });
  return { shell, stop };
}

function Listener({ onArrival }: { onArrival: (arrival: NotificationArrival) => void }) {
  useNotificationRefresh(['booking-rejected', 'booking-approved'], onArrival);
  return null;
}

function mount(shell: ShellApi, onArrival: (arrival: NotificationArrival) => void) {
  return render(
    <ShellProvider shell={shell}>
      <Listener onArrival={onArrival} />
    </ShellProvider>,
  );
}

describe('the shell contract: notification arrivals', () => {
  it('delivers each notification from the live stream once, with its kind and the ids it concerns', () => {
    const { shell, stop } = liveShell();
    const seen: NotificationArrival[] = [];
    const unsubscribe = shell.notificationArrivals!.subscribe((arrival) => seen.push(arrival));
    stream().send({ unreadCount: 0 });
    stream().send({ unreadCount: 1, latest: declined });
    // A mark-as-read elsewhere changes the count only: nothing arrived.
    stream().send({ unreadCount: 0 });
    expect(seen).toEqual([{ kind: 'booking-rejected', ids: ['b1', 'l1'], notification: declined }]);
    unsubscribe();
    stream().send({ unreadCount: 1, latest: reviewWaits });
    expect(seen).toHaveLength(1);
    stop();
  });

  it('reports an unknown arrival when the count rose without a notification (a reconnect, polling)', () => {
    const { shell, stop } = liveShell();
    const seen: NotificationArrival[] = [];
    shell.notificationArrivals!.subscribe((arrival) => seen.push(arrival));
    stream().send({ unreadCount: 2 });
    stream().send({ unreadCount: 3 });
    expect(seen).toEqual([{ kind: null, ids: [], notification: null }]);
    stop();
  });
});

describe('useNotificationRefresh', () => {
  it('refetches on the kinds it names and on unknown arrivals, not on others, until unmounted', () => {
    const { shell, stop } = liveShell();
    const refetch = jest.fn();
    const view = mount(shell, refetch);
    stream().send({ unreadCount: 0 });
    act(() => stream().send({ unreadCount: 1, latest: reviewWaits }));
    expect(refetch).not.toHaveBeenCalled();
    act(() => stream().send({ unreadCount: 2, latest: declined }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'booking-rejected', ids: ['b1', 'l1'] }),
    );
    act(() => stream().send({ unreadCount: 5 }));
    expect(refetch).toHaveBeenCalledTimes(2);
    view.unmount();
    stream().send({ unreadCount: 6, latest: declined });
    expect(refetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it("follows the store's latest under a shell without arrivals, and does nothing under a stub shell", () => {
    const full = createShellApi({ api: createTableApi({}), storage: null, online: true });
    const { notificationArrivals: _dropped, ...older } = full;
    const refetch = jest.fn();
    mount(older, refetch);
    act(() => older.notifications!.setState({ unreadCount: 1, latest: declined }));
    expect(refetch).toHaveBeenCalledTimes(1);

    // A stub shell (a harness, an old shell) has neither: the page mounts and simply loads as before.
    const { notifications: _none, ...stub } = older;
    expect(() => mount(stub, jest.fn())).not.toThrow();
  });
});
