import type { Knex } from 'knex';

// PRODUCT 24: unanswered booking requests expire. `expired` becomes a status of its own, and two
// partial indexes serve the expiry job's one UPDATE (`status = 'pending' AND (created_at <= $1 OR
// start_date < $2)`, the bounds of shared-domain `expiredRequestBounds`) as a BitmapOr of both.
// Reads compute the same condition per row on the lists they already fetch by renter, host or id.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
    ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
      CHECK (status IN ('pending','approved','rejected','cancelled','expired'));

    CREATE INDEX bookings_pending_created_idx ON bookings (created_at) WHERE status = 'pending';
    CREATE INDEX bookings_pending_start_idx ON bookings (start_date) WHERE status = 'pending';

    -- Whole milliseconds, as the API's JSON and the clock it compares with: a request created at
    -- 10:00:00.123456 would otherwise expire 0.456 ms after the instant the API announces.
    ALTER TABLE bookings ALTER COLUMN created_at SET DEFAULT date_trunc('milliseconds', now());
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE bookings ALTER COLUMN created_at SET DEFAULT now();
    DROP INDEX bookings_pending_start_idx;
    DROP INDEX bookings_pending_created_idx;
    UPDATE bookings SET status = 'rejected' WHERE status = 'expired';
    ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
    ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
      CHECK (status IN ('pending','approved','rejected','cancelled'));
  `);
}
