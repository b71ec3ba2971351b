import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { afterCommit, type BusSignal } from '../../lib/notifications/bus';
import { createSessionCache, type LiveSession } from '../../lib/sessions/session-cache';

/** Enough for every session active within the TTL on one replica; about 1 KB each. */
const MAX_ENTRIES = 10_000;
/**
 * How stale a session can be when a signal is lost without the bus noticing (a publish that failed
 * on another replica): revocations and role changes normally apply at the next request.
 */
const TTL_MS = 15_000;

/** What changed: some sessions of these users ended, or their row in `users` changed. */
export interface SessionChange {
  type: 'sessions' | 'users';
  userIds: string[];
}

export interface SessionCachePlugin {
  /**
   * The live session `sessionId` of `userId` (null: none): from the cache when the bus is listening,
   * otherwise (and on a miss) through `load`, the database read.
   */
  read: (
    sessionId: string,
    userId: string,
    load: () => Promise<LiveSession | null>,
  ) => Promise<LiveSession | null>;
  /**
   * Drops the users' cached sessions on this replica once `db` commits, and tells every replica to
   * (the `sessions` signal also ends their live notification streams). Called by the repositories'
   * writes to `users` and `sessions`, so no route can forget it.
   */
  forget: (db: Knex, change: SessionChange) => Promise<void>;
  /** Resolves true once cached sessions can be trusted (tests wait for it before warming the cache). */
  ready: () => Promise<boolean>;
  stats: () => { hits: number; misses: number; size: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCachePlugin;
  }
}

/**
 * Sessions at the cost of a map lookup (issue 28): each replica keeps the sessions it has read
 * recently, and drops them when the bus says their user or sessions changed. A cached session is only
 * as good as the bus: while it hears no other replica (`lost` until `resync`, or before it first
 * listens) every request reads the database, and `resync` flushes what it may have missed.
 */
export default fp(
  async (app) => {
    const bus = app.notificationBus;
    const cache = createSessionCache({ maxEntries: MAX_ENTRIES, ttlMs: TTL_MS, now: Date.now });
    let trusted = false;
    let losses = 0;
    let listening: Promise<boolean> | null = null;
    let unsubscribe: (() => void) | null = null;
    let hits = 0;
    let misses = 0;

    const onSignal = (signal: BusSignal) => {
      if (signal.type === 'sessions' || signal.type === 'users') cache.dropUsers(signal.userIds);
      else if (signal.type === 'lost') {
        losses += 1;
        trusted = false;
        cache.flush();
      } else if (signal.type === 'resync') trust();
    };

    // Whatever was read before this moment may have missed a signal: it is not kept.
    const trust = () => {
      cache.flush();
      trusted = true;
    };

    // The bus opens its listening connection with its first subscriber: the first signed-in request.
    const listen = () => {
      if (!listening) {
        unsubscribe = bus.subscribe(onSignal);
        const lossesBefore = losses;
        listening = bus.ready().then((ok) => {
          if (ok && losses === lossesBefore) trust();
          return trusted;
        });
      }
      return listening;
    };

    app.decorate('sessionCache', {
      read: async (sessionId, userId, load) => {
        if (trusted) {
          const cached = cache.get(sessionId, userId);
          if (cached) {
            hits += 1;
            return cached;
          }
        } else void listen();
        misses += 1;
        const readWhileTrusted = trusted;
        const generation = cache.generation();
        const session = await load();
        if (session && readWhileTrusted && trusted) cache.set(sessionId, session, generation);
        return session;
      },
      forget: async (db, change) => {
        afterCommit(db, () => cache.dropUsers(change.userIds));
        await bus.publish(db, change);
      },
      ready: async () => {
        await listen();
        return trusted;
      },
      stats: () => ({ hits, misses, size: cache.size() }),
    } satisfies SessionCachePlugin);

    app.addHook('onClose', async () => unsubscribe?.());
  },
  { name: 'session-cache', dependencies: ['notification-bus'] },
);
