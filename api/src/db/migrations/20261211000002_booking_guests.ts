import type { Knex } from 'knex';

// Issue 24: who is coming on a booking. Adults and children count against the listing's maximum
// (checked by the API inside the booking's transaction, against the listing row it locks); infants do
// not but have their own limit. The ranges mirror shared-domain (listingFacts.ts: MAX_GUESTS,
// MAX_INFANTS) so no writer can store what the API would refuse. Bookings made before guests were
// asked get a plain party: two adults (one where the place takes one), no children, infants or pets.
// The API always writes all four; the defaults (one adult) only serve bulk loaders such as the scale
// bench, which state no party.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE bookings
      ADD COLUMN adults smallint NOT NULL DEFAULT 1 CHECK (adults BETWEEN 1 AND 16),
      ADD COLUMN children smallint NOT NULL DEFAULT 0 CHECK (children BETWEEN 0 AND 15),
      ADD COLUMN infants smallint NOT NULL DEFAULT 0 CHECK (infants BETWEEN 0 AND 5),
      ADD COLUMN pets boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT bookings_counted_guests_check CHECK (adults + children <= 16);
    UPDATE bookings AS b
      SET adults = least(2, l.max_guests)
      FROM listings AS l
      WHERE l.id = b.listing_id AND l.max_guests > 1;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE bookings DROP COLUMN adults, DROP COLUMN children, DROP COLUMN infants, DROP COLUMN pets;
  `);
}
