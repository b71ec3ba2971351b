import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';

/**
 * What replicas tell each other: these people's notifications changed (`new` ones arrived, or some
 * were `read`), so whoever has a live stream of theirs sends them the new state; or some of their
 * `sessions` ended (sign-out, sign out everywhere, password change), so each of their streams
 * checks its own session and ends without one. `resync` and `lost` are local: `resync` says the bus
 * may have missed signals (its connection dropped and is back), so every stream re-reads its state
 * and re-checks its session; `lost` says this replica hears no other replica now (its listening
 * connection broke), so a stream left open would stay silent: the streams end, and the browsers
 * poll until the bus is back (`ready()` is false meanwhile, so new streams are refused). `users`:
 * these people's rows in `users` changed (roles, name, deactivation), so each replica drops their
 * cached sessions (plugins/app/session-cache.ts, which also drops them on `sessions`, `lost`, `resync`).
 */
export type PublishedSignal = { type: 'new' | 'read' | 'sessions' | 'users'; userIds: string[] };
export type BusSignal = PublishedSignal | { type: 'resync' } | { type: 'lost' };

export interface NotificationBus {
  /**
   * Tells every replica, once `db` commits (at once when `db` is no transaction). A transaction that
   * rolls back tells nobody.
   */
  publish: (db: Knex, signal: PublishedSignal) => Promise<void>;
  /** Hears every signal (this replica's own too); returns the function that stops listening. */
  subscribe: (listener: (signal: BusSignal) => void) => () => void;
  /**
   * Resolves true once this replica hears other replicas' signals (its listening connection is up),
   * false when it cannot for now (it keeps retrying, and says `resync` when it is back).
   */
  ready: () => Promise<boolean>;
  close: () => Promise<void>;
  /** Which kind this is (for logs and tests). */
  kind: 'local' | 'postgres' | 'redis';
}

/** Runs `fn` once `db` commits: at once outside a transaction, never after a rollback. */
export function afterCommit(db: Knex, fn: () => void): void {
  const trx = db as unknown as Partial<Knex.Transaction>;
  if (!trx.isTransaction || !trx.executionPromise) {
    fn();
    return;
  }
  trx.executionPromise.then(fn, () => undefined);
}

/** Payloads are small JSON; Postgres caps a NOTIFY payload at 8000 bytes, so big audiences are split. */
export function chunkUserIds(userIds: string[], perChunk = 150): string[][] {
  const unique = [...new Set(userIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += perChunk) chunks.push(unique.slice(i, i + perChunk));
  return chunks;
}

export function parseSignal(payload: string): BusSignal | null {
  try {
    const value = JSON.parse(payload) as { type?: unknown; userIds?: unknown };
    if (
      (value.type === 'new' ||
        value.type === 'read' ||
        value.type === 'sessions' ||
        value.type === 'users') &&
      Array.isArray(value.userIds)
    ) {
      return {
        type: value.type,
        userIds: value.userIds.filter((id): id is string => typeof id === 'string'),
      };
    }
  } catch {
    // not ours
  }
  return null;
}

/** Listeners of one replica, shared by every bus kind. */
export function createListeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (signal: BusSignal) => emitter.emit('signal', signal),
    add: (listener: (signal: BusSignal) => void) => {
      emitter.on('signal', listener);
      return () => void emitter.off('signal', listener);
    },
    count: () => emitter.listenerCount('signal'),
  };
}

/**
 * The embedded database runs in this one process (PGlite cannot be opened by two), and its LISTEN/
 * NOTIFY does not reach clients over pglite-socket: the replicas are this process, so an in-process
 * emitter is the whole fan-out.
 */
export function createLocalBus(): NotificationBus {
  const listeners = createListeners();
  return {
    kind: 'local',
    publish: async (db, signal) => afterCommit(db, () => listeners.emit(signal)),
    subscribe: listeners.add,
    ready: async () => true,
    close: async () => undefined,
  };
}
