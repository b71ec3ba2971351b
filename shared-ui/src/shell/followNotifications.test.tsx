import type { Notification } from '@shoreline/shared-domain/notifications';
import { createTableApi } from '../api/createTableApi';
import { createShellApi } from './createShellApi';
import { followNotifications, type EventSourceLike } from './followNotifications';
import { ana } from './testFixtures';

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /** The server sends a `notifications` event. */
  send(data: unknown) {
    this.readyState = 1;
    for (const listener of this.listeners.get('notifications') ?? []) {
      listener(new MessageEvent('notifications', { data: JSON.stringify(data) }));
    }
  }
  /** The connection drops (EventSource will retry) or is refused (closed for good). */
  fail(refused = false) {
    this.readyState = refused ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}
const latestStream = () => FakeEventSource.opened[FakeEventSource.opened.length - 1] as FakeEventSource;

const arrived: Notification = {
  id: 'n1',
  kind: 'host-request-approved',
  facts: { hostRequestId: 'h1', requesterName: 'Ana Silva', reason: null },
  link: '/listings/new',
  createdAt: '2030-01-01T00:00:00.000Z',
  readAt: null,
};

let unread = 4;
function setup() {
  FakeEventSource.opened = [];
  const api = createTableApi({
    'GET /api/notifications/unread-count': () => ({ unreadCount: unread }),
    'POST /api/notifications/n1/read': () => ({ unreadCount: 3 }),
    'POST /api/notifications/read-all': () => ({ unreadCount: 0 }),
  });
  const shell = createShellApi({ api, storage: null, online: true });
  const store = shell.notifications!;
  return { api, shell, store, polls: () => api.calls.filter((c) => c.path.endsWith('unread-count')).length };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('followNotifications', () => {
  it('opens the stream once signed in and takes the count and each arrival from it', () => {
    const { shell, store } = setup();
    const stop = followNotifications(shell, window, { EventSource: FakeEventSource });
    expect(FakeEventSource.opened).toHaveLength(0);
    shell.session.getState().setUser(ana);
    expect(latestStream().url).toBe('/api/notifications/stream');
    expect(store.getState().mode).toBe('connecting');
    latestStream().send({ unreadCount: 2 });
    expect(store.getState()).toMatchObject({ unreadCount: 2, mode: 'live', latest: null });
    latestStream().send({ unreadCount: 3, latest: arrived });
    expect(store.getState()).toMatchObject({ unreadCount: 3, latest: arrived });
    stop();
    expect(latestStream().closed).toBe(true);
  });

  it('rides out a dropped connection, falls back to polling when it keeps failing, and tries the stream again', async () => {
    const { shell, store, polls } = setup();
    shell.session.getState().setUser(ana);
    const stop = followNotifications(shell, window, {
      EventSource: FakeEventSource,
      pollMs: 1000,
      streamRetryMs: 5000,
    });
    const first = latestStream();
    first.fail();
    first.fail();
    expect(store.getState().mode).toBe('connecting');
    expect(polls()).toBe(0);
    first.fail();
    expect(first.closed).toBe(true);
    expect(store.getState().mode).toBe('polling');
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().unreadCount).toBe(4);
    unread = 5;
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.getState().unreadCount).toBe(5);
    expect(polls()).toBe(2);
    // Later the stream is tried again; once it answers, polling stops.
    await jest.advanceTimersByTimeAsync(4000);
    expect(FakeEventSource.opened).toHaveLength(2);
    latestStream().send({ unreadCount: 5 });
    expect(store.getState().mode).toBe('live');
    const before = polls();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(before);
    stop();
    unread = 4;
  });

  it('polls at once when the stream is refused (closed), and when the browser has no EventSource', async () => {
    const { shell, store } = setup();
    shell.session.getState().setUser(ana);
    const stop = followNotifications(shell, window, { EventSource: FakeEventSource });
    latestStream().fail(true);
    expect(store.getState().mode).toBe('polling');
    stop();

    const plain = setup();
    plain.shell.session.getState().setUser(ana);
    const stopPlain = followNotifications(plain.shell, window, { EventSource: null });
    await jest.advanceTimersByTimeAsync(0);
    expect(plain.store.getState()).toMatchObject({ mode: 'polling', unreadCount: 4 });
    stopPlain();
  });

  it('forgets the count and closes the stream on sign-out', () => {
    const { shell, store } = setup();
    shell.session.getState().setUser(ana);
    const stop = followNotifications(shell, window, { EventSource: FakeEventSource });
    latestStream().send({ unreadCount: 2, latest: arrived });
    shell.session.getState().setUser(null);
    expect(latestStream().closed).toBe(true);
    expect(store.getState()).toMatchObject({ unreadCount: null, latest: null, mode: 'off' });
    stop();
  });
});

describe('the notifications store', () => {
  it('marks one or all read and takes the count the server answers', async () => {
    const { store, api } = setup();
    await store.getState().markRead('n1');
    expect(store.getState().unreadCount).toBe(3);
    await store.getState().markAllRead();
    expect(store.getState().unreadCount).toBe(0);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/notifications/n1/read',
      'POST /api/notifications/read-all',
    ]);
  });
});
