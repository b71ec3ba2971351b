// Keeps the bell's count live for whoever is signed in (PRODUCT.md 25): a Server-Sent Events stream
// from the API (the browser's EventSource reconnects by itself, and the server sends the current
// count on every connect, so nothing missed while disconnected stays missed), falling back to polling
// when the stream keeps failing or is refused, and trying the stream again later.
import type { NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import type { ShellApi } from '../contract';

/** What is used of the browser's EventSource (tests hand in a fake one). */
export interface EventSourceLike {
  readonly readyState: number;
  onerror: ((event: Event) => void) | null;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
}
export type EventSourceConstructor = new (url: string) => EventSourceLike;

export interface FollowNotificationsOptions {
  /** Default: the window's EventSource; without one (old browsers, jsdom) the count is polled. */
  EventSource?: EventSourceConstructor | null;
  pollMs?: number;
  streamRetryMs?: number;
}

export const NOTIFICATIONS_STREAM_URL = '/api/notifications/stream';
/** How often the count is read while the stream is down. */
export const NOTIFICATIONS_POLL_MS = 30_000;
/** How long polling lasts before the stream is tried again. */
export const NOTIFICATIONS_STREAM_RETRY_MS = 60_000;
/** Drops in a row (without an event in between) before falling back to polling. */
const MAX_STREAM_ERRORS = 3;
const CLOSED = 2;

/** Starts following; returns the function that stops it (stream, timers, listeners). */
export function followNotifications(
  shell: ShellApi,
  target: Window,
  options: FollowNotificationsOptions = {},
): () => void {
  const store = shell.notifications;
  if (!store) return () => undefined;
  const EventSourceImpl =
    options.EventSource === undefined
      ? ((target as Window & { EventSource?: EventSourceConstructor }).EventSource ?? null)
      : options.EventSource;
  const pollMs = options.pollMs ?? NOTIFICATIONS_POLL_MS;
  const streamRetryMs = options.streamRetryMs ?? NOTIFICATIONS_STREAM_RETRY_MS;

  let userId: string | null = null;
  let source: EventSourceLike | null = null;
  let pollTimer: number | undefined;
  let retryTimer: number | undefined;
  let errors = 0;

  const stopPolling = () => {
    if (pollTimer !== undefined) target.clearInterval(pollTimer);
    if (retryTimer !== undefined) target.clearTimeout(retryTimer);
    pollTimer = undefined;
    retryTimer = undefined;
  };
  const stopAll = () => {
    source?.close();
    source = null;
    errors = 0;
    stopPolling();
  };

  const poll = () => {
    if (!shell.network.getState().online) return;
    // A refusal (signed out meanwhile) re-checks the session through the shell's API client.
    store
      .getState()
      .refresh()
      .catch(() => undefined);
  };

  const startPolling = () => {
    source?.close();
    source = null;
    store.setState({ mode: 'polling' });
    poll();
    pollTimer ??= target.setInterval(poll, pollMs);
    // The failure may pass (a deploy, a proxy hiccup): try the stream again later.
    if (EventSourceImpl && retryTimer === undefined) {
      retryTimer = target.setTimeout(() => {
        retryTimer = undefined;
        connect();
      }, streamRetryMs);
    }
  };

  const connect = () => {
    if (!EventSourceImpl) {
      startPolling();
      return;
    }
    source?.close();
    errors = 0;
    store.setState({ mode: 'connecting' });
    const stream = new EventSourceImpl(NOTIFICATIONS_STREAM_URL);
    source = stream;
    stream.addEventListener('notifications', (event) => {
      if (source !== stream) return;
      let data: NotificationStreamEvent;
      try {
        data = JSON.parse(event.data) as NotificationStreamEvent;
      } catch {
        return;
      }
      errors = 0;
      stopPolling();
      store.setState({
        unreadCount: data.unreadCount,
        mode: 'live',
        ...(data.latest ? { latest: data.latest } : {}),
      });
    });
    stream.onerror = () => {
      if (source !== stream) return;
      errors += 1;
      // A dropped stream is retried by EventSource itself; a refused one (401, 503, not an event
      // stream) is closed for good, and repeated drops mean something in between breaks streams.
      if (stream.readyState === CLOSED || errors >= MAX_STREAM_ERRORS) startPolling();
      else store.setState({ mode: 'connecting' });
    };
  };

  const follow = (id: string | null) => {
    if (id === userId) return;
    userId = id;
    stopAll();
    store.setState({ unreadCount: null, latest: null, mode: id ? 'connecting' : 'off' });
    if (id) connect();
  };

  // Back online: try the stream now rather than at the next retry.
  const onOnline = () => {
    if (userId && store.getState().mode === 'polling') {
      stopPolling();
      connect();
    }
  };

  follow(shell.session.getState().user?.id ?? null);
  const unsubscribe = shell.session.subscribe((state) => follow(state.user?.id ?? null));
  target.addEventListener('online', onOnline);
  return () => {
    unsubscribe();
    stopAll();
    target.removeEventListener('online', onOnline);
  };
}
