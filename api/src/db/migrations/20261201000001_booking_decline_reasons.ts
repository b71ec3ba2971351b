import type { Knex } from 'knex';

// Issue 22: a rejected request says why. `decline_cause`: the host rejected it (`host`, maybe with
// their own words in `decline_reason`, at most 500 characters as the API checks), or it was declined
// automatically because the host approved another request for those dates, blocked them, or removed
// the listing. Requests rejected before this migration keep no cause (null): nobody recorded it.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE bookings
      ADD COLUMN decline_cause text
        CONSTRAINT bookings_decline_cause_check
        CHECK (decline_cause IN ('host','dates-taken','dates-blocked','listing-removed')),
      ADD COLUMN decline_reason text
        CONSTRAINT bookings_decline_reason_length CHECK (length(decline_reason) <= 500),
      ADD CONSTRAINT bookings_declined_only_when_rejected
        CHECK (status = 'rejected' OR (decline_cause IS NULL AND decline_reason IS NULL)),
      ADD CONSTRAINT bookings_decline_reason_from_host
        CHECK (decline_reason IS NULL OR decline_cause = 'host');
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE bookings
      DROP CONSTRAINT bookings_decline_reason_from_host,
      DROP CONSTRAINT bookings_declined_only_when_rejected,
      DROP COLUMN decline_reason,
      DROP COLUMN decline_cause;
  `);
}
