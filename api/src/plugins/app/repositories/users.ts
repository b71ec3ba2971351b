import type { ProfileDetails, Role, User } from '@shoreline/shared-domain/types';
import type { ProfileChange } from '@shoreline/shared-domain/validation/validateProfile';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { SessionCachePlugin } from '../session-cache';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  roles: Role[];
  created_at: Date;
}

const PUBLIC_COLUMNS = ['id', 'name', 'email', 'roles', 'created_at'];

export function toUser(row: Omit<UserRow, 'password_hash'>): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
  };
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  roles?: Role[];
}

/**
 * Every write to a column of `User` (name, email, roles) or to what makes an account sign in
 * (deactivation) tells the session cache of every replica (`changes.forget`, after the commit): a
 * signed-in request holds the user as stored, and must see the change at its next request.
 */
function createUsersRepository(knex: Knex, changes: Pick<SessionCachePlugin, 'forget'>) {
  return {
    async findById(id: string, trx: Knex = knex): Promise<User | null> {
      const row = (await trx('users').select(PUBLIC_COLUMNS).where({ id }).first()) as UserRow | undefined;
      return row ? toUser(row) : null;
    },

    /**
     * Case-insensitive, through the unique index on lower(email). `deactivated`: an admin deactivated
     * the account (issue 25); sign-in says so only after the password checked out.
     */
    async findCredentialsByEmail(
      email: string,
      trx: Knex = knex,
    ): Promise<{ user: User; passwordHash: string; deactivated: boolean } | null> {
      const row = (await trx('users').whereRaw('lower(email) = lower(?)', [email]).first()) as
        (UserRow & { deactivated_at: Date | null }) | undefined;
      return row
        ? { user: toUser(row), passwordHash: row.password_hash, deactivated: row.deactivated_at !== null }
        : null;
    },

    async emailExists(email: string, trx: Knex = knex): Promise<boolean> {
      const row = await trx('users').select('id').whereRaw('lower(email) = lower(?)', [email]).first();
      return row !== undefined;
    },

    /** Throws the unique violation `users_email_lower_key` (a 409 via the error handler) on a taken email. */
    async create(user: NewUser, trx: Knex = knex): Promise<User> {
      const [row] = (await trx('users')
        .insert({
          name: user.name,
          email: user.email,
          password_hash: user.passwordHash,
          roles: user.roles ?? ['renter'],
        })
        .returning(PUBLIC_COLUMNS)) as UserRow[];
      if (!row) throw new Error('insert into users returned no row');
      return toUser(row);
    },

    /** The name and "About you" the profile form edits (issue 24 item 7); null: no such user. */
    async findProfileDetails(id: string, trx: Knex = knex): Promise<ProfileDetails | null> {
      const row = (await trx('users').select('name', 'about').where({ id }).first()) as
        { name: string; about: string | null } | undefined;
      return row ? { name: row.name, about: row.about } : null;
    },

    /** The profile form's change: the name, and "About you" when given (null clears it). */
    async updateProfile(id: string, change: ProfileChange, trx: Knex = knex): Promise<User | null> {
      const columns =
        change.about === undefined ? { name: change.name } : { name: change.name, about: change.about };
      const [row] = (await trx('users').where({ id }).update(columns).returning(PUBLIC_COLUMNS)) as UserRow[];
      if (row) await changes.forget(trx, { type: 'users', userIds: [id] });
      return row ? toUser(row) : null;
    },

    async findPasswordHash(id: string, trx: Knex = knex): Promise<string | null> {
      const row = (await trx('users').select('password_hash').where({ id }).first()) as
        Pick<UserRow, 'password_hash'> | undefined;
      return row?.password_hash ?? null;
    },

    async updatePasswordHash(id: string, passwordHash: string, trx: Knex = knex): Promise<void> {
      await trx('users').where({ id }).update({ password_hash: passwordHash });
    },

    /** When the user proved their address (null: not yet, or no such user). */
    async findEmailVerifiedAt(id: string, trx: Knex = knex): Promise<Date | null> {
      const row = (await trx('users').select('email_verified_at').where({ id }).first()) as
        { email_verified_at: Date | null } | undefined;
      return row?.email_verified_at ?? null;
    },

    /** Marks the address verified at `now`; an earlier verification is kept. */
    async markEmailVerified(id: string, now: Date, trx: Knex = knex): Promise<void> {
      await trx('users').where({ id }).whereNull('email_verified_at').update({ email_verified_at: now });
    },

    /**
     * Deactivates the account at `now` (issue 25: an admin acting on a report): it can no longer sign
     * in and its sessions stop working. An earlier deactivation is kept; false when there is no such user.
     */
    async deactivate(id: string, now: Date, trx: Knex = knex): Promise<boolean> {
      const [row] = (await trx('users')
        .where({ id })
        .update({ deactivated_at: trx.raw('coalesce(deactivated_at, ?)', [now]) })
        .returning('id')) as { id: string }[];
      if (row) await changes.forget(trx, { type: 'users', userIds: [id] });
      return row !== undefined;
    },

    /** Adds a role once (idempotent); returns null when the user does not exist. */
    async addRole(id: string, role: Role, trx: Knex = knex): Promise<User | null> {
      const [row] = (await trx('users')
        .where({ id })
        .update({
          roles: trx.raw('CASE WHEN ? = ANY(roles) THEN roles ELSE array_append(roles, ?) END', [role, role]),
        })
        .returning(PUBLIC_COLUMNS)) as UserRow[];
      if (row) await changes.forget(trx, { type: 'users', userIds: [id] });
      return row ? toUser(row) : null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('usersRepository', createUsersRepository(app.knex, app.sessionCache));
  },
  { name: 'users-repository', dependencies: ['db', 'session-cache'] },
);
