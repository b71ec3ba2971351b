import type { Knex } from 'knex';

// Host requests: an admin may give a reason for a rejection, which the requester sees.
// Reviews: when a review was moderated is its own column; `updated_at` is when its text was last
// written (SPEC 7: moderation updates status, reviewedBy and rejectionReason, not updatedAt), so a
// rejected review no longer shows its rejection date as the date it was written. Reviews moderated
// before this migration get their moderation time from `updated_at`; the time their text was last
// written was overwritten then, so `created_at` (when it was first written) stands in for it.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE host_requests ADD COLUMN rejection_reason text
      CONSTRAINT host_requests_rejection_reason_length CHECK (length(rejection_reason) <= 500);

    ALTER TABLE reviews ADD COLUMN reviewed_at timestamptz;
    UPDATE reviews SET reviewed_at = updated_at, updated_at = created_at WHERE status <> 'pending';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    UPDATE reviews SET updated_at = reviewed_at WHERE reviewed_at IS NOT NULL;
    ALTER TABLE reviews DROP COLUMN reviewed_at;
    ALTER TABLE host_requests DROP COLUMN rejection_reason;
  `);
}
