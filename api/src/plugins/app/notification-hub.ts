import type { Notification, NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import fp from 'fastify-plugin';
import type { BusSignal } from '../../lib/notifications/bus';

/** One open live stream: what to send it, and how to end it. */
interface StreamClient {
  userId: string;
  /** The session the stream was opened with: it ends when that session does. */
  sessionId: string;
  push: (event: NotificationStreamEvent) => void;
  end: () => void;
  /** The newest notification this stream was shown (a second signal for it is not a new one). */
  lastLatestId: string | null;
}

export interface NotificationHub {
  /**
   * Registers a live stream of `userId`: once this replica hears other replicas' signals, the
   * stream gets the current unread count, then every change. Returns the function that detaches it.
   */
  open: (
    viewer: { userId: string; sessionId: string },
    push: StreamClient['push'],
    end: StreamClient['end'],
  ) => Promise<() => void>;
  /** Streams open on this replica (for tests and logs). */
  size: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

/** How long a stream waits for the fan-out connection before it starts without it (polling covers it). */
const READY_TIMEOUT_MS = 5_000;

/**
 * The live streams of this replica, by user. The bus (one subscription per replica, not per client)
 * says whose notifications changed; for each such user with a stream here, one read of the count
 * (and of the newest notification when one arrived) feeds all their tabs.
 */
export default fp(
  async (app) => {
    const clients = new Map<string, Set<StreamClient>>();
    const repository = app.notificationsRepository;
    let unsubscribe: (() => void) | null = null;

    const refresh = async (userId: string, withLatest: boolean) => {
      const streams = clients.get(userId);
      if (!streams || streams.size === 0) return;
      const [unreadCount, latest] = await Promise.all([
        repository.unreadCount(userId),
        withLatest ? repository.newestForUser(userId) : Promise.resolve<Notification | null>(null),
      ]);
      for (const stream of streams) {
        const isNew = latest !== null && latest.readAt === null && latest.id !== stream.lastLatestId;
        if (isNew) stream.lastLatestId = latest.id;
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
      const client: StreamClient = { userId, sessionId, push, end, lastLatestId: null };
      let streams = clients.get(userId);
      if (!streams) {
        streams = new Set();
        clients.set(userId, streams);
      }
      streams.add(client);
      const detach = () => {
        streams.delete(client);
        if (streams.size === 0 && clients.get(userId) === streams) clients.delete(userId);
      };
      unsubscribe ??= app.notificationBus.subscribe(onSignal);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        app.notificationBus.ready(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, READY_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      const newest = await repository.newestForUser(userId);
      client.lastLatestId = newest?.id ?? null;
      push({ unreadCount: await repository.unreadCount(userId) });
      return detach;
    };

    app.decorate('notificationHub', {
      open,
      size: () => [...clients.values()].reduce((n, s) => n + s.size, 0),
    });

    // Open streams would keep the server from closing: end them first (browsers reconnect, to
    // another replica during a rolling deploy) so fastify's graceful close is not held up.
    app.addHook('preClose', async () => {
      for (const streams of clients.values()) for (const stream of streams) stream.end();
      clients.clear();
      unsubscribe?.();
    });
  },
  {
    name: 'notification-hub',
    dependencies: ['notification-bus', 'notifications-repository', 'sessions-repository'],
  },
);
