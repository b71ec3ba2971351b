import type { Knex } from 'knex';

// Issue 10: search, sorts and the listing page at 100k listings / 1M bookings / 300k reviews.
// - Ratings are kept on the listing (sum, count, average) by a trigger on reviews, instead of two
//   aggregate subqueries per result row; deltas (not recounts) so concurrent moderations of one
//   listing's reviews cannot lose an update (the UPDATE re-reads the locked row).
//   `rating_avg` is 0 while there are no approved reviews, so the top-rated order has no NULLs
//   and its keyset comparison stays a plain row comparison; the API reports null in that case.
// - One trigram index on lower(city || ' ' || country) of public listings replaces the two per-column
//   ones: one expression the planner has statistics for (ANALYZE samples it), one bitmap instead of
//   a BitmapOr, and no deleted or inactive rows in it.
// - One partial btree per sort order (newest already has listings_public_feed_idx), each ending in
//   id so the keyset cursor is exact; price high-to-low walks the price index backwards.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE listings
      ADD COLUMN rating_sum integer NOT NULL DEFAULT 0,
      ADD COLUMN review_count integer NOT NULL DEFAULT 0,
      ADD COLUMN rating_avg numeric(3,2) NOT NULL DEFAULT 0;

    UPDATE listings l SET rating_sum = s.total, review_count = s.n, rating_avg = round(s.total::numeric / s.n, 2)
      FROM (SELECT listing_id, sum(rating)::int AS total, count(*)::int AS n
              FROM reviews WHERE status = 'approved' GROUP BY listing_id) s
     WHERE s.listing_id = l.id;

    CREATE FUNCTION listings_add_rating(target uuid, delta_sum integer, delta_count integer)
    RETURNS void LANGUAGE sql AS $$
      UPDATE listings
         SET rating_sum = rating_sum + delta_sum,
             review_count = review_count + delta_count,
             rating_avg = CASE WHEN review_count + delta_count = 0 THEN 0
                               ELSE round((rating_sum + delta_sum)::numeric / (review_count + delta_count), 2) END
       WHERE id = target;
    $$;

    CREATE FUNCTION reviews_sync_listing_rating() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
        PERFORM listings_add_rating(OLD.listing_id, -OLD.rating, -1);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' THEN
        PERFORM listings_add_rating(NEW.listing_id, NEW.rating, 1);
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER reviews_sync_listing_rating
      AFTER INSERT OR UPDATE OF status, rating, listing_id OR DELETE ON reviews
      FOR EACH ROW EXECUTE FUNCTION reviews_sync_listing_rating();

    DROP INDEX listings_city_trgm_idx;
    DROP INDEX listings_country_trgm_idx;
    CREATE INDEX listings_place_trgm_idx ON listings USING gin (lower(city || ' ' || country) gin_trgm_ops)
      WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_price_idx ON listings (price_per_night, id)
      WHERE is_active AND deleted_at IS NULL;
    CREATE INDEX listings_top_rated_idx ON listings (rating_avg DESC, review_count DESC, id DESC)
      WHERE is_active AND deleted_at IS NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP INDEX listings_top_rated_idx, listings_price_idx, listings_place_trgm_idx;
    CREATE INDEX listings_city_trgm_idx ON listings USING gin (lower(city) gin_trgm_ops);
    CREATE INDEX listings_country_trgm_idx ON listings USING gin (lower(country) gin_trgm_ops);
    DROP TRIGGER reviews_sync_listing_rating ON reviews;
    DROP FUNCTION reviews_sync_listing_rating();
    DROP FUNCTION listings_add_rating(uuid, integer, integer);
    ALTER TABLE listings DROP COLUMN rating_avg, DROP COLUMN review_count, DROP COLUMN rating_sum;
  `);
}
