import type { User } from '@shoreline/shared-domain/types';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import { toUser, type UserRow } from './users';

const USER_COLUMNS = ['users.id', 'users.name', 'users.email', 'users.roles', 'users.created_at'];

/**
 * Sessions: one row per signed-in browser or API token. A token is only as good as its row, so
 * deleting rows signs people out on every replica at their next request.
 */
function createSessionsRepository(knex: Knex) {
  return {
    /** Starts a session of `userId` lasting until `expiresAt`; returns its id (the token's `sid`). */
    async create(userId: string, expiresAt: Date, trx: Knex = knex): Promise<string> {
      const [row] = (await trx('sessions')
        .insert({ user_id: userId, expires_at: expiresAt })
        .returning('id')) as { id: string }[];
      if (!row) throw new Error('insert into sessions returned no row');
      return row.id;
    },

    /**
     * The user of a live session, as stored now (roles read fresh), or null when the session was
     * revoked or has expired: the one indexed lookup of every authenticated request.
     */
    async findUser(sessionId: string, userId: string, trx: Knex = knex): Promise<User | null> {
      const row = (await trx('sessions')
        .join('users', 'users.id', 'sessions.user_id')
        .select(USER_COLUMNS)
        .where('sessions.id', sessionId)
        .andWhere('sessions.user_id', userId)
        .andWhere('sessions.expires_at', '>', trx.fn.now())
        .first()) as Omit<UserRow, 'password_hash'> | undefined;
      return row ? toUser(row) : null;
    },

    /** Ends one session (sign-out); ending one that is gone already is fine. */
    async revoke(sessionId: string, trx: Knex = knex): Promise<void> {
      await trx('sessions').where({ id: sessionId }).delete();
    },

    /** Ends every session of a user, but `keep` (the session that changed the password) if given. */
    async revokeAllOf(userId: string, keep: string | null = null, trx: Knex = knex): Promise<number> {
      const query = trx('sessions').where({ user_id: userId });
      if (keep) query.andWhereNot({ id: keep });
      return query.delete();
    },

    /** Deletes sessions that ended before `now` (they could not be used anyway). */
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
    app.decorate('sessionsRepository', createSessionsRepository(app.knex));
  },
  { name: 'sessions-repository', dependencies: ['db'] },
);
