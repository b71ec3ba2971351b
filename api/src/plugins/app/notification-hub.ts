import type { Notification, NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { BusSignal } from '../../lib/notifications/bus';
import {
  createRedisStreamSlots,
  STREAM_SLOT_RENEW_MS,
  type StreamSlots,
} from '../../lib/notifications/stream-slots';

/** One open live stream: what to send it, and how to end it. */
interface StreamClient {
  userId: string;
  /** The session the stream was opened with: it ends when that session does. */
  sessionId: string;
  /** Its member in the count across replicas. */
  streamId: string;
  push: (event: NotificationStreamEvent) => void;
  end: () => void;
  /**
   * The newest notification this stream was shown, as `arrivalOf` (a second signal for it is not a
   * new one; a refreshed one, as a message's is while unread, is).
   */
  lastLatest: string | null;
}

/**
 * Why a stream was not opened: the person already has `MAX_STREAMS_PER_USER` open (`too-many`), or
 * this replica cannot hear the other replicas now (`unavailable`: the stream would stay silent).
 */
export type StreamRefusal = 'too-many' | 'unavailable';

export type OpenedStream = { detach: () => void } | { refused: StreamRefusal };

export interface NotificationHub {
  /**
   * Registers a live stream of `userId`: once this replica hears other replicas' signals, the
   * stream gets the current unread count, then every change. Gives the function that detaches it,
   * or why it was refused (nothing was sent then).
   */
  open: (
    viewer: { userId: string; sessionId: string },
    push: StreamClient['push'],
    end: StreamClient['end'],
  ) => Promise<OpenedStream>;
  /** Streams open on this replica (for tests and logs). */
  size: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

/**
 * A notification's arrival: its id and time. A message's notification arrives again with each message
 * while unread (issue 25: refreshed, not repeated), and the open thread listens for it.
 */
const arrivalOf = (notification: Notification) => `${notification.id}@${notification.createdAt}`;

/** How long a stream waits for the fan-out connection before it is refused (the browser polls). */
const READY_TIMEOUT_MS = 5_000;
/**
 * Live streams one person may hold (issue 20): a stream per tab and device is plenty at 10, and a
 * script opening hundreds would hold as many connections and bus reads. Per replica, and across
 * replicas when Redis is there. A constant rather than a setting: nobody has needed another value.
 */
export const MAX_STREAMS_PER_USER = 10;

/**
 * The live streams of this replica, by user. The bus (one subscription per replica, not per client)
 * says whose notifications changed; for each such user with a stream here, one read of the count
 * (and of the newest notification when one arrived) feeds all their tabs.
 */
export default fp(
  async (app) => {
    const clients = new Map<string, Set<StreamClient>>();
    const repository = app.notificationsRepository;
    const slots: StreamSlots | null = app.redis ? createRedisStreamSlots(app.redis, app.log) : null;
    let unsubscribe: (() => void) | null = null;

    const all = () => [...clients.values()].flatMap((streams) => [...streams]);

    const refresh = async (userId: string, withLatest: boolean) => {
      const streams = clients.get(userId);
      if (!streams || streams.size === 0) return;
      const [unreadCount, latest] = await Promise.all([
        repository.unreadCount(userId),
        withLatest ? repository.newestForUser(userId) : Promise.resolve<Notification | null>(null),
      ]);
      for (const stream of streams) {
        const isNew = latest !== null && latest.readAt === null && arrivalOf(latest) !== stream.lastLatest;
        if (isNew) stream.lastLatest = arrivalOf(latest);
        stream.push(isNew ? { unreadCount, latest } : { unreadCount });
      }
    };

    /** Ends the streams of `userId` whose session has ended (signed out, revoked, expired). */
    const endSignedOut = async (userId: string) => {
      for (const stream of clients.get(userId) ?? []) {
        if (!(await app.sessionsRepository.findUser(stream.sessionId, userId))) stream.end();
      }
    };

    const onSignal = (signal: BusSignal) => {
      if (signal.type === 'users') return; // for the session cache: nothing a stream shows
      if (signal.type === 'lost') {
        // Nothing would reach these streams now: end them, so the browsers poll instead of waiting.
        for (const stream of all()) stream.end();
        return;
      }
      const userIds = signal.type === 'resync' ? [...clients.keys()] : signal.userIds;
      if (signal.type === 'sessions' || signal.type === 'resync') {
        for (const userId of userIds) {
          endSignedOut(userId).catch((error: unknown) =>
            app.log.warn({ err: error, userId }, 'live stream session check failed'),
          );
        }
        if (signal.type === 'sessions') return;
      }
      for (const userId of userIds) {
        refresh(userId, signal.type === 'new').catch((error: unknown) =>
          app.log.warn({ err: error, userId }, 'live notification update failed'),
        );
      }
    };

    const open: NotificationHub['open'] = async ({ userId, sessionId }, push, end) => {
      let streams = clients.get(userId);
      // Checked and registered in one synchronous step: parallel opens cannot all pass the check.
      if (streams && streams.size >= MAX_STREAMS_PER_USER) return { refused: 'too-many' };
      const client: StreamClient = {
        userId,
        sessionId,
        streamId: randomUUID(),
        push,
        end,
        lastLatest: null,
      };
      if (!streams) {
        streams = new Set();
        clients.set(userId, streams);
      }
      const mine = streams;
      mine.add(client);
      let detached = false;
      const detach = () => {
        if (detached) return;
        detached = true;
        mine.delete(client);
        if (mine.size === 0 && clients.get(userId) === mine) clients.delete(userId);
        slots?.release(userId, client.streamId);
      };
      if (slots && !(await slots.claim(userId, client.streamId, MAX_STREAMS_PER_USER))) {
        detach();
        return { refused: 'too-many' };
      }
      unsubscribe ??= app.notificationBus.subscribe(onSignal);
      let timer: NodeJS.Timeout | undefined;
      const ready = await Promise.race([
        app.notificationBus.ready(),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (!ready) {
        detach();
        return { refused: 'unavailable' };
      }
      const newest = await repository.newestForUser(userId);
      client.lastLatest = newest ? arrivalOf(newest) : null;
      push({ unreadCount: await repository.unreadCount(userId) });
      return { detach };
    };

    app.decorate('notificationHub', { open, size: () => all().length });

    if (slots) {
      const renewer = setInterval(() => slots.renew(all()), STREAM_SLOT_RENEW_MS);
      renewer.unref();
      app.addHook('onClose', async () => clearInterval(renewer));
    }

    // Open streams would keep the server from closing: end them first (browsers reconnect, to
    // another replica during a rolling deploy) so fastify's graceful close is not held up.
    app.addHook('preClose', async () => {
      for (const stream of all()) stream.end();
      clients.clear();
      unsubscribe?.();
    });
  },
  {
    name: 'notification-hub',
    dependencies: ['notification-bus', 'notifications-repository', 'sessions-repository', 'redis'],
  },
);
