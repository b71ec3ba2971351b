import type { Page, User } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { keysetOrder, readPage, type PageRequest } from '../../../db/keyset-page';
import type { NamedQuery, RunNamedQuery } from '../../../db/run-named-query';
import type { LiveSession } from '../../../lib/sessions/session-cache';
import type { SessionCachePlugin } from '../session-cache';
import { toUser, type UserRow } from './users';

/** A session as its owner sees it on the profile. */
export interface SessionInfo {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

const USER_COLUMNS = ['users.id', 'users.name', 'users.email', 'users.roles', 'users.created_at'];

/**
 * Sessions: one row per signed-in browser or API token. A token is only as good as its row, so
 * deleting rows signs people out on every replica at their next request.
 */
/**
 * The most recently used first, the id breaking ties. `last_seen_at` moves (at most every 5 minutes):
 * a session used between two pages may show on both or neither; the list is a handful of devices.
 */
export const SESSIONS_ORDER = keysetOrder('sessions', 'desc', [
  { column: 'last_seen_at', kind: 'micros' },
  { column: 'id', kind: 'uuid' },
] as const);

/**
 * The lookup of every signed-in request the session cache misses: a named statement, parsed and
 * planned once per connection (issue 28). The same conditions as `findUser`.
 */
function findSessionSql(sessionId: string, userId: string): NamedQuery {
  return {
    name: 'find_session',
    text: `SELECT u.id, u.name, u.email, u.roles, u.created_at, s.last_seen_at, s.expires_at
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now() AND u.deactivated_at IS NULL`,
    values: [sessionId, userId],
  };
}

/**
 * Every write that ends sessions tells the session cache of every replica (`changes.forget`, after
 * the commit), which also ends the sessions' live notification streams.
 */
function createSessionsRepository(
  knex: Knex,
  runNamedQuery: RunNamedQuery,
  changes: Pick<SessionCachePlugin, 'forget'>,
) {
  return {
    /**
     * Starts a session of `userId` lasting until `expiresAt`, on `device` (a short label, see
     * lib/device-label); returns its id (the token's `sid`).
     */
    async create(userId: string, expiresAt: Date, device = '', trx: Knex = knex): Promise<string> {
      const [row] = (await trx('sessions')
        .insert({ user_id: userId, expires_at: expiresAt, device })
        .returning('id')) as { id: string }[];
      if (!row) throw new Error('insert into sessions returned no row');
      return row.id;
    },

    /**
     * The user of a live session, as stored now (roles read fresh), or null when the session was
     * revoked or has expired, or the account was deactivated (its sessions are revoked with it; this
     * also covers a session started while the deactivation committed): the one indexed lookup of
     * every authenticated request.
     */
    async findUser(sessionId: string, userId: string, trx: Knex = knex): Promise<User | null> {
      const row = (await trx('sessions')
        .join('users', 'users.id', 'sessions.user_id')
        .select(USER_COLUMNS)
        .where('sessions.id', sessionId)
        .andWhere('sessions.user_id', userId)
        .andWhere('sessions.expires_at', '>', trx.fn.now())
        .whereNull('users.deactivated_at')
        .first()) as Omit<UserRow, 'password_hash'> | undefined;
      return row ? toUser(row) : null;
    },

    /**
     * `findUser` plus when the session was last seen (for `touch`) and ends: what a signed-in request
     * reads when the session cache does not have it.
     */
    async findSession(sessionId: string, userId: string): Promise<LiveSession | null> {
      const [row] = await runNamedQuery<
        Omit<UserRow, 'password_hash'> & { last_seen_at: Date; expires_at: Date }
      >(findSessionSql(sessionId, userId));
      return row ? { user: toUser(row), lastSeenAt: row.last_seen_at, expiresAt: row.expires_at } : null;
    },

    /** Records a use of the session at `now` unless one after `notBefore` is recorded already. */
    async touch(sessionId: string, now: Date, notBefore: Date, trx: Knex = knex): Promise<void> {
      await trx('sessions')
        .where({ id: sessionId })
        .andWhere('last_seen_at', '<', notBefore)
        .update({ last_seen_at: now });
    },

    /** A page of the live sessions of a user, the most recently used first (index sessions_user_recent_idx). */
    async listOf(userId: string, page: PageRequest, trx: Knex = knex): Promise<Page<SessionInfo>> {
      const query = trx('sessions')
        .select('id', 'device', 'created_at', 'last_seen_at')
        .where({ user_id: userId })
        .andWhere('expires_at', '>', trx.fn.now());
      return readPage(
        trx,
        query,
        SESSIONS_ORDER,
        page,
        (row: { id: string; device: string; created_at: Date; last_seen_at: Date }) => ({
          id: row.id,
          device: row.device,
          createdAt: row.created_at.toISOString(),
          lastSeenAt: row.last_seen_at.toISOString(),
        }),
      );
    },

    /** Ends one session of `userId` only; false when it is not theirs (or gone): nothing changes then. */
    async revokeOwn(sessionId: string, userId: string, trx: Knex = knex): Promise<boolean> {
      const deleted = await trx('sessions').where({ id: sessionId, user_id: userId }).delete();
      if (deleted > 0) await changes.forget(trx, { type: 'sessions', userIds: [userId] });
      return deleted > 0;
    },

    /** Ends one session (sign-out); ending one that is gone already is fine. */
    async revoke(sessionId: string, trx: Knex = knex): Promise<void> {
      const rows = (await trx('sessions').where({ id: sessionId }).delete().returning('user_id')) as {
        user_id: string;
      }[];
      if (rows.length > 0) {
        await changes.forget(trx, { type: 'sessions', userIds: rows.map((row) => row.user_id) });
      }
    },

    /** Ends every session of a user, but `keep` (the session that changed the password) if given. */
    async revokeAllOf(userId: string, keep: string | null = null, trx: Knex = knex): Promise<number> {
      const query = trx('sessions').where({ user_id: userId });
      if (keep) query.andWhereNot({ id: keep });
      const deleted = await query.delete();
      await changes.forget(trx, { type: 'sessions', userIds: [userId] });
      return deleted;
    },

    /**
     * Deletes sessions that ended before `now` (they could not be used anyway; a cached one is checked
     * against its end at each use, so nobody needs telling).
     */
    async deleteExpired(now: Date, trx: Knex = knex): Promise<number> {
      return trx('sessions').where('expires_at', '<', now).delete();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'sessionsRepository',
      createSessionsRepository(app.knex, app.runNamedQuery, app.sessionCache),
    );
  },
  { name: 'sessions-repository', dependencies: ['db', 'session-cache'] },
);
