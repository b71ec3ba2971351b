import type { Knex } from 'knex';

// Favourites (issue 24 item 6): a signed-in person's saved listings. One row per (user, listing), so
// saving twice is one save; a user or listing removed for good takes its rows along. The list is read
// newest saved first, a keyset page at a time: favourites_user_newest_idx is exactly that order, and
// its leading user_id also answers "all my saved ids" and the per-user cap count.

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE favourites (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, listing_id)
    );
    CREATE INDEX favourites_user_newest_idx ON favourites (user_id, created_at DESC, listing_id DESC);
    -- The listing side of the cascade: deleting a listing finds its rows without a scan.
    CREATE INDEX favourites_listing_idx ON favourites (listing_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS favourites');
}
