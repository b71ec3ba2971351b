import type { Knex } from 'knex';

/** Empties every table (the seed script starts from a clean marketplace). */
export async function resetDemoData(knex: Knex): Promise<void> {
  await knex.raw(
    'TRUNCATE uploads, destinations, host_requests, reviews, bookings, listing_photos, listings, users RESTART IDENTITY CASCADE',
  );
}
