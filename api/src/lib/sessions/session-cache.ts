import type { User } from '@shoreline/shared-domain/types';

/** A live session as read from the database: its user as stored, and its times. */
export interface LiveSession {
  user: User;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface SessionCacheOptions {
  /** At most this many sessions; the least recently used goes first. */
  maxEntries: number;
  /** An entry is read again from the database after this long, whatever the bus said. */
  ttlMs: number;
  /** Milliseconds since the epoch (tests pass their own clock). */
  now: () => number;
}

interface Entry {
  session: LiveSession;
  storedAt: number;
}

export interface SessionCache {
  /** The session if cached, fresh and not expired; `undefined` means "read the database". */
  get: (sessionId: string, userId: string) => LiveSession | undefined;
  /**
   * A number that changes with every drop or flush: take it before reading the database and give it
   * to `set`, which then stores nothing if anything was dropped meanwhile (the read may predate it).
   */
  generation: () => number;
  set: (sessionId: string, session: LiveSession, generation: number) => void;
  dropUsers: (userIds: readonly string[]) => void;
  flush: () => void;
  size: () => number;
}

/**
 * The live sessions of this process by id: an LRU bounded in size and in age, with an index by user
 * so that a change to a user (or any of their sessions) drops all of their sessions at once.
 */
export function createSessionCache({ maxEntries, ttlMs, now }: SessionCacheOptions): SessionCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let generation = 0;

  const remove = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const userId = entry.session.user.id;
    const sessions = byUser.get(userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) byUser.delete(userId);
  };

  return {
    get: (sessionId, userId) => {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      const at = now();
      if (
        entry.session.user.id !== userId ||
        at - entry.storedAt >= ttlMs ||
        entry.session.expiresAt.getTime() <= at
      ) {
        remove(sessionId);
        return undefined;
      }
      entries.delete(sessionId);
      entries.set(sessionId, entry);
      return entry.session;
    },
    generation: () => generation,
    set: (sessionId, session, readAt) => {
      if (readAt !== generation) return;
      remove(sessionId);
      entries.set(sessionId, { session, storedAt: now() });
      const userId = session.user.id;
      let sessions = byUser.get(userId);
      if (!sessions) {
        sessions = new Set();
        byUser.set(userId, sessions);
      }
      sessions.add(sessionId);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        remove(oldest);
      }
    },
    dropUsers: (userIds) => {
      generation += 1;
      for (const userId of userIds) {
        for (const sessionId of [...(byUser.get(userId) ?? [])]) remove(sessionId);
      }
    },
    flush: () => {
      generation += 1;
      entries.clear();
      byUser.clear();
    },
    size: () => entries.size,
  };
}
