import type { Knex } from 'knex';

// Notifications (PRODUCT.md 25) and their emails, written in the same transaction as the event that
// causes them (a transactional outbox): an event that rolls back leaves neither.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    -- Email is on unless the user turns it off in their profile.
    ALTER TABLE users ADD COLUMN email_notifications boolean NOT NULL DEFAULT true;

    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- shared-domain NOTIFICATION_KINDS; the facts are what its texts are made of, as they were.
      kind text NOT NULL CHECK (kind ~ '^[a-z]+(-[a-z]+)*$'),
      facts jsonb NOT NULL CHECK (jsonb_typeof(facts) = 'object'),
      link text NOT NULL CHECK (link LIKE '/%'),
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    );
    -- A person's list, newest first, keyset-paginated on (created_at, id).
    CREATE INDEX notifications_user_newest_idx ON notifications (user_id, created_at DESC, id DESC);
    -- The bell: how many are unread (and "mark all as read" finds them).
    CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

    CREATE TABLE email_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      notification_id uuid UNIQUE REFERENCES notifications (id) ON DELETE CASCADE,
      recipient text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      -- Due from then on; a worker that claims a message moves it ahead (its lease), a failure by the backoff.
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      -- Set when the server refused the message for good (5xx) or the attempts ran out.
      failed_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- What the senders look for: unsent, not given up, due.
    CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at)
      WHERE sent_at IS NULL AND failed_at IS NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS email_outbox, notifications;
    ALTER TABLE users DROP COLUMN IF EXISTS email_notifications;
  `);
}
