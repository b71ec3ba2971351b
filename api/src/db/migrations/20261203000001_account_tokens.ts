import type { Knex } from 'knex';

// Account basics (issue 22 items 15–16, PRODUCT.md 27): password reset and email verification links,
// and what the profile's "Active sessions" shows.
// - account_tokens: one row per emailed link. Only a SHA-256 of the token is kept (a leaked table
//   lets nobody reset a password); a link works once: `used_at` is set by the one UPDATE that
//   accepts it (`... WHERE used_at IS NULL AND expires_at > now RETURNING`), so two clicks racing
//   cannot both succeed.
// - users.email_verified_at: when the person proved they read that mailbox (null: not yet).
// - sessions.device / last_seen_at: a short label read from the User-Agent at sign-in, and when the
//   session was last used (written at most every few minutes, not on every request).

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
    ALTER TABLE sessions
      ADD COLUMN device text NOT NULL DEFAULT '' CHECK (char_length(device) <= 100),
      ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
    CREATE TABLE account_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('password-reset', 'email-verification')),
      token_hash text NOT NULL UNIQUE CHECK (char_length(token_hash) = 64),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    -- A used reset link ends the account's other unused ones of the same purpose.
    CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose) WHERE used_at IS NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS account_tokens;
    ALTER TABLE sessions DROP COLUMN IF EXISTS device, DROP COLUMN IF EXISTS last_seen_at;
    ALTER TABLE users DROP COLUMN IF EXISTS email_verified_at;
  `);
}
