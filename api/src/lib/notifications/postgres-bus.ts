import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { chunkUserIds, createListeners, parseSignal, type NotificationBus } from './bus';

export const NOTIFY_CHANNEL = 'shoreline_notifications';
const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * Fan-out through Postgres LISTEN/NOTIFY. A signal is a `pg_notify` inside the event's transaction,
 * so Postgres delivers it on commit and never after a rollback. Each replica keeps ONE listening
 * connection (opened when its first live stream subscribes, not per client), reconnecting with
 * backoff when it drops: the streams end when it drops (`lost`) and are refused until it is back
 * (`ready()` false), since they would hear nothing meanwhile.
 */
export function createPostgresBus(url: string, log: FastifyBaseLogger): NotificationBus {
  const listeners = createListeners();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(1000 * 2 ** failures, MAX_RECONNECT_DELAY_MS);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      // A dropped connection (server restart, failover, DROP DATABASE) must not crash the process.
      next.on('error', (error) => log.warn({ err: error }, 'notification listener connection failed'));
      next.on('end', () => {
        if (client !== next) return;
        client = null;
        // Streams left open would stay silent until the reconnect: end them (the browsers poll).
        listeners.emit({ type: 'lost' });
        scheduleReconnect();
      });
      next.on('notification', (message) => {
        const signal =
          message.channel === NOTIFY_CHANNEL && message.payload ? parseSignal(message.payload) : null;
        if (signal) listeners.emit(signal);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
      } catch (error) {
        log.warn({ err: error }, 'notification listener could not connect; retrying');
        await next.end().catch(() => undefined);
        scheduleReconnect();
        return;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      const reconnected = failures > 0;
      failures = 0;
      client = next;
      if (reconnected) listeners.emit({ type: 'resync' });
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    kind: 'postgres',
    publish: async (db, signal) => {
      for (const userIds of chunkUserIds(signal.userIds)) {
        await db.raw('SELECT pg_notify(?, ?)', [
          NOTIFY_CHANNEL,
          JSON.stringify({ type: signal.type, userIds }),
        ]);
      }
    },
    subscribe: (listener) => {
      const remove = listeners.add(listener);
      if (!client && !connecting && !retryTimer) void connect();
      return remove;
    },
    ready: async () => {
      if (connecting) await connecting;
      return client !== null;
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
