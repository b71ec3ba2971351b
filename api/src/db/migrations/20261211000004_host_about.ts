import type { Knex } from 'knex';

// Issue 24 item 7: what a person writes about themselves ("About you" on their profile), shown on
// their public host page. Optional; the same 500-character limit as shared-domain's
// MAX_ABOUT_LENGTH, kept by the database too so that no path can store more.
//
// "Hosting since" needs no column: it is when the user's host request was approved
// (host_requests.reviewed_at of their approved request, read on host_requests_user_idx), the moment
// they became a host; an account made a host without a request (created so) hosts since it exists.
// The host page's listings are read on listings_host_idx (host_id, created_at DESC, id DESC WHERE
// deleted_at IS NULL), the index of the host's own list: its active ones are a filter on a host's
// few listings, so no index of their own.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE users ADD COLUMN about text
      CONSTRAINT users_about_length CHECK (length(about) <= 500);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN about');
}
