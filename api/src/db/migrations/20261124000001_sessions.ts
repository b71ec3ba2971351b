import type { Knex } from 'knex';

// Revocable sessions (issue 11): a token names its session; signing out deletes the row, "sign out
// everywhere" and a password change delete the user's rows, and every replica sees it at the next
// request, because the request's one user lookup goes through this table (primary key, then users').

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    -- "Sign out everywhere" and a password change end every session of one user.
    CREATE INDEX sessions_user_idx ON sessions (user_id);
    -- The cleanup job deletes expired sessions.
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE sessions');
}
