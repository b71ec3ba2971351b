import type { Knex } from 'knex';

// Issue 10: a search costs the same at 10,000 and 100,000 listings. A location term is matched
// against the distinct places (city, country) first: a few thousand rows whatever the number of
// listings. Each matched place is then walked on its own index of each sort order, LIMIT a page,
// so a page costs (places matched × page size), never (listings in the place).
// - `listing_places` holds one row per (city, country) with its count of public listings, kept by
//   trigger in the transaction that changes a listing: the total of a search without dates or price
//   is a sum over the matched places.
// - `listings.place_id` is set by trigger from city and country; nothing in the API writes it.
// - `taken_ranges.place_id` (copied from the listing, by trigger) lets a dated search count the
//   matches taken on those nights per place, instead of probing every listing of the place.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE listing_places (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      city text NOT NULL,
      country text NOT NULL,
      place text GENERATED ALWAYS AS (lower(city || ' ' || country)) STORED,
      public_listings integer NOT NULL DEFAULT 0 CHECK (public_listings >= 0),
      UNIQUE (city, country)
    );
    CREATE INDEX listing_places_place_trgm_idx ON listing_places USING gin (place gin_trgm_ops);

    INSERT INTO listing_places (city, country) SELECT DISTINCT city, country FROM listings;
    ALTER TABLE listings ADD COLUMN place_id integer REFERENCES listing_places (id);
    UPDATE listings l SET place_id = p.id FROM listing_places p WHERE p.city = l.city AND p.country = l.country;
    ALTER TABLE listings ALTER COLUMN place_id SET NOT NULL;
    UPDATE listing_places p SET public_listings = n
      FROM (SELECT place_id, count(*)::int AS n FROM listings WHERE is_active AND deleted_at IS NULL GROUP BY place_id) c
     WHERE c.place_id = p.id;

    ALTER TABLE taken_ranges ADD COLUMN place_id integer;
    UPDATE taken_ranges t SET place_id = l.place_id FROM listings l WHERE l.id = t.listing_id;
    ALTER TABLE taken_ranges ALTER COLUMN place_id SET NOT NULL;

    -- Found or created; a concurrent creator of the same place wins and its row is read back.
    CREATE FUNCTION listing_place_id(in_city text, in_country text) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE found integer;
    BEGIN
      SELECT id INTO found FROM listing_places WHERE city = in_city AND country = in_country;
      IF found IS NULL THEN
        INSERT INTO listing_places (city, country) VALUES (in_city, in_country)
          ON CONFLICT (city, country) DO NOTHING RETURNING id INTO found;
      END IF;
      IF found IS NULL THEN
        SELECT id INTO found FROM listing_places WHERE city = in_city AND country = in_country;
      END IF;
      RETURN found;
    END $$;

    CREATE FUNCTION listings_set_place() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.place_id := listing_place_id(NEW.city, NEW.country);
      RETURN NEW;
    END $$;
    CREATE TRIGGER listings_set_place BEFORE INSERT OR UPDATE OF city, country ON listings
      FOR EACH ROW EXECUTE FUNCTION listings_set_place();

    -- Counts move only when a listing becomes public, stops being public or changes place; its
    -- taken nights follow it to a new place.
    CREATE FUNCTION listings_sync_place() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      was boolean := TG_OP <> 'INSERT' AND OLD.is_active AND OLD.deleted_at IS NULL;
      now_public boolean := TG_OP <> 'DELETE' AND NEW.is_active AND NEW.deleted_at IS NULL;
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.place_id = NEW.place_id AND was = now_public THEN
        RETURN NULL;
      END IF;
      IF was THEN
        UPDATE listing_places SET public_listings = public_listings - 1 WHERE id = OLD.place_id;
      END IF;
      IF now_public THEN
        UPDATE listing_places SET public_listings = public_listings + 1 WHERE id = NEW.place_id;
      END IF;
      IF TG_OP = 'UPDATE' AND OLD.place_id <> NEW.place_id THEN
        UPDATE taken_ranges SET place_id = NEW.place_id WHERE listing_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER listings_sync_place
      AFTER INSERT OR UPDATE OF is_active, deleted_at, city, country, place_id OR DELETE ON listings
      FOR EACH ROW EXECUTE FUNCTION listings_sync_place();

    CREATE FUNCTION taken_ranges_set_place() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT place_id INTO NEW.place_id FROM listings WHERE id = NEW.listing_id;
      RETURN NEW;
    END $$;
    CREATE TRIGGER taken_ranges_set_place BEFORE INSERT OR UPDATE OF listing_id ON taken_ranges
      FOR EACH ROW EXECUTE FUNCTION taken_ranges_set_place();

    CREATE INDEX taken_ranges_place_idx ON taken_ranges USING gist (place_id, during);
    -- One per sort order, within a place, each carrying what the filters read (price, the stay
    -- window) so a place is walked, or counted, on its index alone: the planner takes a place for
    -- average-sized (50 listings at 100k) and may read a big one whole for a filtered page, which
    -- an index-only read of a few thousand entries bears; a heap read of each did not (127 ms).
    CREATE INDEX listings_place_newest_idx ON listings (place_id, created_at DESC, id DESC)
      INCLUDE (price_per_night, available_from, available_to) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_place_price_idx ON listings (place_id, price_per_night, id)
      INCLUDE (available_from, available_to) WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_place_top_rated_idx ON listings (place_id, rating_avg DESC, review_count DESC, id DESC)
      INCLUDE (price_per_night, available_from, available_to) WHERE is_active AND deleted_at IS NULL;

    -- The places are matched instead: the listing-wide trigram index is write cost with no reader.
    DROP STATISTICS listings_place_stats;
    DROP INDEX listings_place_trgm_idx;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE INDEX listings_place_trgm_idx ON listings USING gin (lower(city || ' ' || country) gin_trgm_ops)
      WHERE is_active AND deleted_at IS NULL;
    CREATE STATISTICS listings_place_stats ON (lower(city || ' ' || country)) FROM listings;
    DROP INDEX listings_place_top_rated_idx, listings_place_price_idx, listings_place_newest_idx, taken_ranges_place_idx;
    DROP TRIGGER taken_ranges_set_place ON taken_ranges;
    DROP FUNCTION taken_ranges_set_place();
    DROP TRIGGER listings_sync_place ON listings;
    DROP FUNCTION listings_sync_place();
    DROP TRIGGER listings_set_place ON listings;
    DROP FUNCTION listings_set_place();
    DROP FUNCTION listing_place_id(text, text);
    ALTER TABLE taken_ranges DROP COLUMN place_id;
    ALTER TABLE listings DROP COLUMN place_id;
    DROP TABLE listing_places;
  `);
}
