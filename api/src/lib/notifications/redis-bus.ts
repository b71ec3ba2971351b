import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterCommit, createListeners, parseSignal, type NotificationBus } from './bus';

/** A publish that gets no answer in this long counts as failed (a connection that went silent). */
const PUBLISH_TIMEOUT_MS = 2_000;

/**
 * Fan-out through Redis pub/sub (REDIS_URL). Redis knows nothing of our transactions, so a signal is
 * published once the event's transaction has committed. One subscriber connection per replica
 * (opened with its first live stream); ioredis reconnects by itself, and each time it is ready the
 * channel is subscribed again and the streams re-read their state (messages published meanwhile are
 * lost).
 *
 * While Redis is unreachable, the streams would stay open and silent: so the moment the subscriber's
 * connection closes, the bus says `lost` (the hub ends the streams, the browsers poll) and `ready()`
 * is false until it is subscribed again. A publish that fails (or times out: a connection that died
 * without closing) means the same for the other replicas: this replica's own streams still hear the
 * signal, and the subscriber is made to reconnect, which shows whether Redis is really there.
 */
export function createRedisBus(url: string, prefix: string, log: FastifyBaseLogger): NotificationBus {
  const channel = `${prefix}notifications`;
  const listeners = createListeners();
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  /** Subscribed on a live connection now. */
  let listening = false;
  let heardBefore = false;
  /** Streams opened while the first subscription is under way wait for it (or for their timeout). */
  let firstListen: Promise<boolean> = Promise.resolve(false);
  let resolveFirstListen: (listening: boolean) => void = () => undefined;

  const open = (name: string, options: { commandTimeout?: number } = {}) => {
    const redis = new Redis(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 2,
      connectionName: name,
      // Subscribing again is ours to do on 'ready' (below), so we know when it is done.
      autoResubscribe: false,
      ...options,
    });
    redis.on('error', (error: unknown) => log.warn({ err: error }, `redis ${name} connection failed`));
    return redis;
  };

  const lose = (why: string) => {
    if (!listening) return;
    listening = false;
    log.warn({ why }, 'notification bus lost: live streams end, browsers poll until Redis is back');
    listeners.emit({ type: 'lost' });
  };

  const listen = (redis: Redis) => {
    redis.subscribe(channel).then(
      () => {
        if (subscriber !== redis || redis.status !== 'ready') return;
        listening = true;
        resolveFirstListen(true);
        if (heardBefore) {
          log.info('notification bus back');
          listeners.emit({ type: 'resync' });
        }
        heardBefore = true;
      },
      (error: unknown) => log.warn({ err: error }, 'redis subscribe failed'),
    );
  };

  return {
    kind: 'redis',
    publish: async (db, signal) => {
      afterCommit(db, () => {
        publisher ??= open('shoreline-notify-publish', { commandTimeout: PUBLISH_TIMEOUT_MS });
        publisher.publish(channel, JSON.stringify(signal)).catch((error: unknown) => {
          log.warn({ err: error }, 'notification signal not published');
          // No other replica heard it; this one's streams still may (until the check below ends them).
          listeners.emit(signal);
          // Silent connections are only found by talking: a new subscriber connection either
          // comes back (a `resync`) or shows Redis is gone (`lost` on close).
          subscriber?.disconnect(true);
        });
      });
    },
    subscribe: (listener) => {
      const remove = listeners.add(listener);
      if (!subscriber) {
        const redis = open('shoreline-notify-listen');
        subscriber = redis;
        firstListen = new Promise((resolve) => {
          resolveFirstListen = resolve;
        });
        redis.on('ready', () => listen(redis));
        redis.on('close', () => lose('connection closed'));
        redis.on('end', () => lose('connection ended'));
        redis.on('message', (from: string, payload: string) => {
          const signal = from === channel ? parseSignal(payload) : null;
          if (signal) listeners.emit(signal);
        });
      }
      return remove;
    },
    // Once subscribed, the truth is now; before the first subscription, wait for it.
    ready: () => (listening || heardBefore ? Promise.resolve(listening) : firstListen),
    close: async () => {
      const connections = [publisher, subscriber];
      publisher = null;
      subscriber = null;
      listening = false;
      resolveFirstListen(false);
      await Promise.all(connections.map((redis) => redis?.quit().catch(() => redis.disconnect())));
    },
  };
}
