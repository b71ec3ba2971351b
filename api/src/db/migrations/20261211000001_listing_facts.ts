import type { Knex } from 'knex';

/** What the search filters read of a listing (listing-search-sql.ts factConditions). */
const FACTS = 'max_guests, property_type, bedrooms, amenities';

// Issue 24: the facts a renter chooses a stay by. Existing listings get plain values (a flat for two,
// one bedroom, one bed, one bathroom, the usual 15:00/11:00, no pets, smoking or events, no
// amenities) that their hosts can correct; new listings must say them (the facts columns keep no
// default). Limits are shared-domain's (listingFacts.ts), checked here too so no writer can store
// what the API would refuse. Amenities are the catalogue's stable codes (amenities.ts), sorted and
// distinct as the API writes them.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE listings
      ADD COLUMN max_guests smallint NOT NULL DEFAULT 2 CHECK (max_guests BETWEEN 1 AND 16),
      ADD COLUMN property_type text NOT NULL DEFAULT 'flat'
        CHECK (property_type IN ('house', 'flat', 'villa', 'cottage', 'room', 'other')),
      ADD COLUMN bedrooms smallint NOT NULL DEFAULT 1 CHECK (bedrooms BETWEEN 0 AND 20),
      ADD COLUMN beds smallint NOT NULL DEFAULT 1 CHECK (beds BETWEEN 1 AND 40),
      ADD COLUMN bathrooms numeric(3, 1) NOT NULL DEFAULT 1
        CHECK (bathrooms BETWEEN 0 AND 20 AND bathrooms * 2 = trunc(bathrooms * 2)),
      ADD COLUMN check_in_from time NOT NULL DEFAULT '15:00',
      ADD COLUMN check_out_by time NOT NULL DEFAULT '11:00',
      ADD COLUMN pets_allowed boolean NOT NULL DEFAULT false,
      ADD COLUMN smoking_allowed boolean NOT NULL DEFAULT false,
      ADD COLUMN events_allowed boolean NOT NULL DEFAULT false,
      ADD COLUMN house_rules text NOT NULL DEFAULT '' CHECK (char_length(house_rules) <= 1000),
      ADD COLUMN amenities smallint[] NOT NULL DEFAULT '{}'
        CHECK (array_ndims(amenities) IS NULL OR array_ndims(amenities) = 1);
    ALTER TABLE listings
      ALTER COLUMN max_guests DROP DEFAULT,
      ALTER COLUMN property_type DROP DEFAULT,
      ALTER COLUMN bedrooms DROP DEFAULT,
      ALTER COLUMN beds DROP DEFAULT,
      ALTER COLUMN bathrooms DROP DEFAULT;
  `);
  await knex.raw(`
    -- The search filters (guests, type, bedrooms, amenities) read the facts from the place indexes'
    -- own copies, as the price and window filters do (20261127000001_listing_places): a place is
    -- walked, and counted, on its index alone, whichever filters are on.
    DROP INDEX listings_place_newest_idx, listings_place_price_idx, listings_place_top_rated_idx;
    CREATE INDEX listings_place_newest_idx ON listings (place_id, created_at DESC, id DESC)
      INCLUDE (price_per_night, available_from, available_to, ${FACTS}) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_place_price_idx ON listings (place_id, price_per_night, id)
      INCLUDE (available_from, available_to, ${FACTS}) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_place_top_rated_idx ON listings (place_id, rating_avg DESC, review_count DESC, id DESC)
      INCLUDE (price_per_night, available_from, available_to, ${FACTS}) WHERE is_active AND deleted_at IS NULL;

    -- Without a place, the total of a filtered search is counted on the feed index alone (0.2 ms for
    -- 4 guests at 100k listings; a sequential scan of the table, 1.8 ms, and 6 ms for villas with 2
    -- bedrooms), and the walks of each order filter their own index.
    DROP INDEX listings_public_feed_idx, listings_price_idx, listings_top_rated_idx;
    CREATE INDEX listings_public_feed_idx ON listings (created_at DESC, id DESC)
      INCLUDE (${FACTS}) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_price_idx ON listings (price_per_night, id)
      INCLUDE (${FACTS}) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_top_rated_idx ON listings (rating_avg DESC, review_count DESC, id DESC)
      INCLUDE (${FACTS}) WHERE is_active AND deleted_at IS NULL;
    -- Rare amenities (a pool and an EV charger: 0.2 % of listings) are found on it rather than by
    -- reading every listing (0.8 ms instead of 52 ms at 100k, no place).
    CREATE INDEX listings_amenities_idx ON listings USING gin (amenities) WHERE is_active AND deleted_at IS NULL;
    -- Type, bedrooms and guests go together (a room has one bedroom): without these the planner
    -- multiplied their shares and took "rooms with 3 bedrooms" for 3,451 listings instead of none.
    CREATE STATISTICS listings_facts_stats (dependencies, mcv) ON property_type, bedrooms, max_guests FROM listings;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP STATISTICS listings_facts_stats;
    DROP INDEX listings_amenities_idx, listings_public_feed_idx, listings_price_idx, listings_top_rated_idx;
    CREATE INDEX listings_public_feed_idx ON listings (created_at DESC, id DESC) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_price_idx ON listings (price_per_night, id) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_top_rated_idx ON listings (rating_avg DESC, review_count DESC, id DESC)
      WHERE is_active AND deleted_at IS NULL;
    DROP INDEX listings_place_newest_idx, listings_place_price_idx, listings_place_top_rated_idx;
    CREATE INDEX listings_place_newest_idx ON listings (place_id, created_at DESC, id DESC)
      INCLUDE (price_per_night, available_from, available_to) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_place_price_idx ON listings (place_id, price_per_night, id)
      INCLUDE (available_from, available_to) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_place_top_rated_idx ON listings (place_id, rating_avg DESC, review_count DESC, id DESC)
      INCLUDE (price_per_night, available_from, available_to) WHERE is_active AND deleted_at IS NULL;
  `);
  await knex.raw(`
    ALTER TABLE listings
      DROP COLUMN max_guests, DROP COLUMN property_type, DROP COLUMN bedrooms, DROP COLUMN beds,
      DROP COLUMN bathrooms, DROP COLUMN check_in_from, DROP COLUMN check_out_by, DROP COLUMN pets_allowed,
      DROP COLUMN smoking_allowed, DROP COLUMN events_allowed, DROP COLUMN house_rules, DROP COLUMN amenities;
  `);
}
