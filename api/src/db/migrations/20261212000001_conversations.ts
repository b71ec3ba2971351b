import type { Knex } from 'knex';

// Messages between renters and hosts (issue 25). One conversation per (renter, listing); host_id is the
// listing's host, kept on the row so each side's inbox is one index range. Each side has its own
// unread flag (set by what the other side or a booking event adds, cleared when that side opens the
// thread) and its own "emailed at" for the 15-minute digest. Messages are a person's text or a booking
// event; their identity id is the thread's order (a send locks its conversation row first, so ids in
// one thread follow commit order) and the keyset of its pages. Reports stay after an admin's decision,
// with the decision; an account an admin deactivates cannot sign in.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users ADD COLUMN deactivated_at timestamptz;

    CREATE TABLE conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      renter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      host_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz NOT NULL DEFAULT now(),
      renter_unread boolean NOT NULL DEFAULT false,
      host_unread boolean NOT NULL DEFAULT false,
      renter_emailed_at timestamptz,
      host_emailed_at timestamptz,
      CONSTRAINT conversations_one_per_renter_listing UNIQUE (renter_id, listing_id),
      CONSTRAINT conversations_not_with_yourself CHECK (renter_id <> host_id)
    );
    CREATE INDEX conversations_renter_inbox_idx ON conversations (renter_id, last_message_at DESC, id DESC);
    CREATE INDEX conversations_host_inbox_idx ON conversations (host_id, last_message_at DESC, id DESC);
    CREATE INDEX conversations_renter_unread_idx ON conversations (renter_id) WHERE renter_unread;
    CREATE INDEX conversations_host_unread_idx ON conversations (host_id) WHERE host_unread;
    CREATE INDEX conversations_listing_idx ON conversations (listing_id);

    CREATE TABLE messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('text', 'event')),
      sender_id uuid REFERENCES users (id) ON DELETE CASCADE,
      body text CHECK (char_length(body) BETWEEN 1 AND 2000),
      event text CHECK (event IN ('requested', 'approved', 'declined', 'cancelled', 'expired')),
      booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      CONSTRAINT messages_text_or_event CHECK (
        (kind = 'text' AND sender_id IS NOT NULL AND body IS NOT NULL AND event IS NULL AND booking_id IS NULL)
        OR (kind = 'event' AND sender_id IS NULL AND body IS NULL AND event IS NOT NULL AND booking_id IS NOT NULL)
      )
    );
    CREATE INDEX messages_thread_idx ON messages (conversation_id, id DESC);
    CREATE INDEX messages_sender_idx ON messages (sender_id) WHERE sender_id IS NOT NULL;
    CREATE INDEX messages_booking_idx ON messages (booking_id) WHERE booking_id IS NOT NULL;

    CREATE TABLE conversation_reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      resolution text CHECK (resolution IN ('dismissed', 'deactivated')),
      resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
      CONSTRAINT conversation_reports_resolution_with_date CHECK ((resolved_at IS NULL) = (resolution IS NULL))
    );
    -- One open report per party and conversation; the admins' queue, oldest first.
    CREATE UNIQUE INDEX conversation_reports_open_idx ON conversation_reports (conversation_id, reporter_id)
      WHERE resolved_at IS NULL;
    CREATE INDEX conversation_reports_queue_idx ON conversation_reports (created_at, id) WHERE resolved_at IS NULL;
    CREATE INDEX conversation_reports_reporter_idx ON conversation_reports (reporter_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS conversation_reports;
    DROP TABLE IF EXISTS messages;
    DROP TABLE IF EXISTS conversations;
    ALTER TABLE users DROP COLUMN IF EXISTS deactivated_at;
  `);
}
