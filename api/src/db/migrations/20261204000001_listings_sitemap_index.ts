import type { Knex } from 'knex';

// Issue 21 item 6: the sitemap lists every public listing by id with its last change
// (GET /api/sitemap/listings, keyset by id, and /pages, which cuts that order into files). A partial
// index of exactly those listings, carrying updated_at, answers both from the index alone: no heap
// read per listing, and inactive or deleted ones are never walked over.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX listings_sitemap_idx ON listings (id) INCLUDE (updated_at)
      WHERE is_active AND deleted_at IS NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listings_sitemap_idx');
}
