import type { Knex } from 'knex';

// Bounded lists (issue 23 item 3): every list is read a keyset page at a time, in an order that ends
// with the id (db/keyset-page.ts). Each order gets an index whose columns are exactly it, so a page
// (first or later) is one walk of the index from the cursor, LIMIT n, never a sort of the whole list.
// The indexes of the lists that had one (without the id) are replaced under the same name; a
// reviewer's own reviews and a user's sessions get one.
const REPLACED = [
  [
    'bookings_renter_idx',
    'bookings (renter_id, created_at DESC, id DESC)',
    'bookings (renter_id, created_at DESC)',
  ],
  [
    'bookings_host_idx',
    'bookings (host_id, created_at DESC, id DESC)',
    'bookings (host_id, created_at DESC)',
  ],
  ['reviews_status_idx', 'reviews (status, created_at DESC, id DESC)', 'reviews (status, created_at DESC)'],
  [
    'host_requests_status_idx',
    'host_requests (status, created_at DESC, id DESC)',
    'host_requests (status, created_at DESC)',
  ],
  [
    'listings_host_idx',
    'listings (host_id, created_at DESC, id DESC) WHERE deleted_at IS NULL',
    'listings (host_id, created_at DESC) WHERE deleted_at IS NULL',
  ],
  ['destinations_order_idx', 'destinations ("order", created_at, id)', 'destinations ("order", created_at)'],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, columns] of REPLACED) {
    await knex.raw(`DROP INDEX ${name}; CREATE INDEX ${name} ON ${columns};`);
  }
  await knex.raw(`
    CREATE INDEX reviews_reviewer_newest_idx ON reviews (reviewer_id, created_at DESC, id DESC);
    CREATE INDEX sessions_user_recent_idx ON sessions (user_id, last_seen_at DESC, id DESC);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX reviews_reviewer_newest_idx, sessions_user_recent_idx');
  for (const [name, , previous] of REPLACED) {
    await knex.raw(`DROP INDEX ${name}; CREATE INDEX ${name} ON ${previous};`);
  }
}
