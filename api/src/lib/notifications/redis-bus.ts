import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterCommit, createListeners, parseSignal, type NotificationBus } from './bus';

/**
 * Fan-out through Redis pub/sub (REDIS_URL). Redis knows nothing of our transactions, so a signal is
 * published once the event's transaction has committed. One subscriber connection per replica
 * (opened with its first live stream); ioredis reconnects and re-subscribes by itself, and after a
 * reconnect the streams re-read their state (messages published meanwhile are lost).
 */
export function createRedisBus(url: string, prefix: string, log: FastifyBaseLogger): NotificationBus {
  const channel = `${prefix}notifications`;
  const listeners = createListeners();
  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  let subscribed: Promise<boolean> = Promise.resolve(false);

  const open = (name: string) => {
    const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, connectionName: name });
    redis.on('error', (error: unknown) => log.warn({ err: error }, `redis ${name} connection failed`));
    return redis;
  };

  return {
    kind: 'redis',
    publish: async (db, signal) => {
      afterCommit(db, () => {
        publisher ??= open('shoreline-notify-publish');
        publisher
          .publish(channel, JSON.stringify(signal))
          .catch((error: unknown) => log.warn({ err: error }, 'notification signal not published'));
      });
    },
    subscribe: (listener) => {
      const remove = listeners.add(listener);
      if (!subscriber) {
        const redis = open('shoreline-notify-listen');
        subscriber = redis;
        let readyOnce = false;
        redis.on('ready', () => {
          if (readyOnce) listeners.emit({ type: 'resync' });
          readyOnce = true;
        });
        redis.on('message', (from: string, payload: string) => {
          const signal = from === channel ? parseSignal(payload) : null;
          if (signal) listeners.emit(signal);
        });
        subscribed = redis.subscribe(channel).then(
          () => true,
          (error: unknown) => {
            log.warn({ err: error }, 'redis subscribe failed');
            return false;
          },
        );
      }
      return remove;
    },
    ready: () => subscribed,
    close: async () => {
      await Promise.all(
        [publisher, subscriber].map((redis) => redis?.quit().catch(() => redis.disconnect())),
      );
      publisher = null;
      subscriber = null;
    },
  };
}
