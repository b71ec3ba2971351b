// The marketplace of issue 10's benchmark, generated in Postgres with generate_series: `listings`
// listings in 2,000 towns of 60 countries with a realistic skew (a few towns hold most listings),
// 10 stays per listing (40 % approved, never overlapping), 3 reviews per 10 stays, prices 40–900.
// Three towns carry the query terms: "London" (common, ~8 %), "Lisbon" (mid, ~1 %), "Hydra" (rare).
// Facts (issue 24): flats 45 %, houses 25 %, cottages 10 %, villas 8 %, rooms 8 %, other 4 %; bedrooms
// by type (a room 1, a flat 0–3, a villa 3–7), guests about two a bedroom (at most 16); each amenity
// on its own share of listings (Wi-Fi 90 %, parking 40 %, a pool 8 %, an EV charger 3 %, ...).
import type { Knex } from 'knex';
import { withoutIndexes } from './without-indexes';

export const TERMS = { common: 'london', mid: 'lisbon', rare: 'hydra' } as const;

const USERS_SQL = (hosts: number) => `
  INSERT INTO users (name, email, password_hash, roles)
  SELECT 'Bench host ' || g, 'bench-host-' || g || '@example.test', 'x', '{renter,host}'
    FROM generate_series(1, ${hosts}) g;
  INSERT INTO users (name, email, password_hash, roles)
  SELECT 'Bench renter ' || g, 'bench-renter-' || g || '@example.test', 'x', '{renter}'
    FROM generate_series(1, 5000) g;
  CREATE TEMP TABLE bench_hosts AS SELECT (row_number() OVER ())::int AS n, id FROM users WHERE email LIKE 'bench-host-%';
  CREATE TEMP TABLE bench_renters AS SELECT (row_number() OVER ())::int AS n, id FROM users WHERE email LIKE 'bench-renter-%';`;

// town: 2000 × random()^3 puts ~8 % of listings in town 0, ~1 % in town 3, ~0.02 % in town 1500.
// Every town is a place first (listings carry its id); those left without listings are removed.
const LISTINGS_SQL = (listings: number, hosts: number) => `
  CREATE TEMP TABLE bench_towns AS
  SELECT town,
         CASE town WHEN 0 THEN 'London' WHEN 3 THEN 'Lisbon' WHEN 1500 THEN 'Hydra' ELSE 'Town ' || town END AS city,
         CASE town % 60 WHEN 0 THEN 'United Kingdom' WHEN 3 THEN 'Portugal' ELSE 'Country ' || (town % 60) END AS country
    FROM generate_series(0, 1999) town;
  INSERT INTO listing_places (city, country) SELECT city, country FROM bench_towns
    UNION SELECT 'Hydra', 'United Kingdom';

  -- The share of listings with each amenity, by catalogue code (shared-domain amenities.ts).
  CREATE TEMP TABLE bench_amenities (code smallint, share float8);
  INSERT INTO bench_amenities VALUES
    (1, .9), (2, .8), (3, .4), (4, .25), (5, .15), (6, .08), (7, .4), (8, .6), (9, .55), (10, .3),
    (11, .6), (12, .3), (13, .35), (14, .5), (15, .45), (16, .7), (17, .5), (18, .4), (19, .1), (20, .15),
    (21, .25), (22, .35), (23, .2), (24, .08), (25, .2), (26, .15), (27, .1), (28, .15), (29, .3), (30, .03);

  INSERT INTO listings (host_id, title, description, price_per_night, address, city, country, place_id,
                        available_from, available_to, created_at, property_type, bedrooms, max_guests, beds,
                        bathrooms, pets_allowed, amenities)
  SELECT h.id, 'Bench stay ' || g, 'Generated for the benchmark', 40 + round((random() ^ 2 * 860)::numeric, 2),
         g || ' Bench Road', t.city, t.country, p.id,
         current_date - 400 + (g % 60), current_date + 400, now() - random() * interval '3 years',
         type, bedrooms, least(16, greatest(1, 2 * greatest(bedrooms, 1) + g % 3 - 1)),
         least(40, greatest(1, bedrooms + g % 3)), greatest(1, ceil(bedrooms / 2.0)) + (g % 4 = 0)::int * 0.5,
         g % 3 = 0,
         ARRAY(SELECT a.code FROM bench_amenities a WHERE random() < a.share + 0 * g ORDER BY a.code)
    FROM (SELECT g, town, type,
                 CASE type WHEN 'room' THEN 1 WHEN 'flat' THEN floor(size * 4) WHEN 'house' THEN 2 + floor(size * 4)
                           WHEN 'villa' THEN 3 + floor(size * 5) WHEN 'cottage' THEN 1 + floor(size * 3)
                           ELSE 1 + floor(size * 4) END::int AS bedrooms
            FROM (SELECT g, floor(2000 * random() ^ 3)::int AS town, random() AS size,
                         CASE WHEN r < .45 THEN 'flat' WHEN r < .70 THEN 'house' WHEN r < .80 THEN 'cottage'
                              WHEN r < .88 THEN 'villa' WHEN r < .96 THEN 'room' ELSE 'other' END AS type
                    FROM (SELECT g, random() AS r FROM generate_series(1, ${listings}) g) r) t) s
    JOIN bench_towns t USING (town)
    JOIN listing_places p ON p.city = t.city AND p.country = t.country
    JOIN bench_hosts h ON h.n = 1 + g % ${hosts};`;

// Stay k of a listing starts in its own 60-day slot (days -300 .. +300 around today): no overlaps.
const STAYS_SQL = `
  INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
  SELECT l.id, l.host_id, r.id,
         current_date - 300 + k * 60 + (l.n % 20),
         current_date - 300 + k * 60 + (l.n % 20) + 2 + ((l.n + k) % 5),
         300,
         CASE WHEN (l.n + k) % 5 < 2 THEN 'approved' WHEN (l.n + k) % 5 = 2 THEN 'pending'
              WHEN (l.n + k) % 5 = 3 THEN 'rejected' ELSE 'cancelled' END
    FROM (SELECT id, host_id, (row_number() OVER ())::int AS n FROM listings) l
    CROSS JOIN generate_series(0, 9) k
    JOIN bench_renters r ON r.n = 1 + (l.n * 10 + k) % 5000;`;

const REVIEWS_SQL = (listings: number) => `
  INSERT INTO reviews (listing_id, reviewer_id, booking_id, rating, comment, status)
  SELECT listing_id, renter_id, id, 1 + floor(random() * 5)::int, 'Generated',
         CASE WHEN random() < 0.9 THEN 'approved' ELSE 'pending' END
    FROM bookings WHERE end_date < current_date
   ORDER BY id LIMIT ${Math.round(listings * 3)};`;

/** What the triggers keep, in bulk (as migrations 20261125100001, 20261127000001, 20261212000005 did). */
const DERIVED_SQL = `
  INSERT INTO taken_ranges (listing_id, during, booking_id, place_id)
  SELECT b.listing_id, daterange(b.start_date, b.end_date), b.id, l.place_id
    FROM bookings b JOIN listings l ON l.id = b.listing_id WHERE b.status = 'approved';
  UPDATE listings l SET rating_sum = s.total, review_count = s.n, rating_avg = round(s.total::numeric / s.n, 2)
    FROM (SELECT listing_id, sum(rating)::int AS total, count(*)::int AS n
            FROM reviews WHERE status = 'approved' GROUP BY listing_id) s
   WHERE s.listing_id = l.id;
  DELETE FROM listing_places p WHERE NOT EXISTS (SELECT 1 FROM listings l WHERE l.place_id = p.id)
    AND (p.city, p.country) <> ('Hydra', 'United Kingdom');
  UPDATE listing_places p SET public_listings = n
    FROM (SELECT place_id, count(*)::int AS n FROM listings WHERE is_active AND deleted_at IS NULL GROUP BY place_id) c
   WHERE c.place_id = p.id;
  INSERT INTO listing_place_facts (place_id, property_type, bedrooms, max_guests, public_listings)
  SELECT place_id, property_type, bedrooms, max_guests, count(*)::int
    FROM listings WHERE is_active AND deleted_at IS NULL
   GROUP BY place_id, property_type, bedrooms, max_guests;`;

/**
 * Fast enough for 1M listings (issue 28): triggers off while loading (session_replication_role =
 * replica, which also skips foreign-key checks on rows generated consistent), what they maintain
 * (places and their counts, taken ranges, ratings) computed afterwards in one statement each, as the
 * migrations that created them backfilled it; secondary indexes built once after the load.
 */
export async function loadData(knex: Knex, listings: number): Promise<{ quietId: string; busyId: string }> {
  const hosts = Math.max(100, Math.round(listings / 50));
  const log = (label: string, since: number) => {
    if (listings >= 100_000) console.log(`  ${label}: ${((Date.now() - since) / 1000).toFixed(0)} s`);
  };
  const step = async (label: string, sql: string) => {
    const started = Date.now();
    await knex.raw(sql);
    log(label, started);
  };
  let indexesFrom = Date.now();
  await knex.raw(`SET session_replication_role = replica; SET synchronous_commit = off`);
  await withoutIndexes(knex, ['listings', 'bookings', 'reviews', 'taken_ranges'], async () => {
    await step('users', USERS_SQL(hosts));
    await step('listings', LISTINGS_SQL(listings, hosts));
    await step('stays', STAYS_SQL);
    await step('reviews', REVIEWS_SQL(listings));
    await step('derived', DERIVED_SQL);
    indexesFrom = Date.now();
  });
  log('indexes', indexesFrom);
  await knex.raw(`RESET session_replication_role`);
  // Two listings for "500 past stays answer as fast as none": same town, one quiet, one busy. In
  // the rare term's own place (town 1500 is in country 0), so "hydra" matches one place at every
  // scale, as "lisbon" and "london" do.
  const [quiet, busy] = (
    await knex.raw(`
      INSERT INTO listings (host_id, title, description, price_per_night, address, city, country,
                            available_from, available_to, max_guests, property_type, bedrooms, beds, bathrooms)
      SELECT (SELECT id FROM users WHERE email = 'bench-host-1@example.test'), t, 'Bench', 120, '1 Road', 'Hydra', 'United Kingdom',
             current_date - 800, current_date + 400, 4, 'house', 2, 3, 1
        FROM unnest(ARRAY['Bench quiet', 'Bench busy']) t
      RETURNING id`)
  ).rows as { id: string }[];
  await knex.raw(
    `INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
     SELECT ?, (SELECT id FROM users WHERE email = 'bench-host-1@example.test'), (SELECT id FROM users WHERE email = '${FAN_EMAIL}'),
            current_date - 700 + g, current_date - 699 + g, 100, 'approved'
       FROM generate_series(0, 499) g`,
    [busy!.id],
  );
  const favouritesFrom = Date.now();
  await loadFavourites(knex, listings);
  await step('vacuum', 'VACUUM ANALYZE');
  log('favourites and vacuum', favouritesFrom);
  return { quietId: quiet!.id, busyId: busy!.id };
}

/** The first renter, whose favourites the favourites shapes read. */
export const FAN_EMAIL = 'bench-renter-1@example.test';

/**
 * Issue 24 item 6: every renter keeps 10 favourites, saved over the last year, and the first one
 * nearly the most anyone may (MAX_FAVOURITES, 500). Also run on a database loaded before favourites
 * existed (BENCH_REUSE=1), so it reads the renters by email, not from the loader's temporary tables.
 */
export async function loadFavourites(knex: Knex, listings: number): Promise<void> {
  await knex.raw(`
    INSERT INTO favourites (user_id, listing_id, created_at)
    SELECT r.id, l.id, now() - random() * interval '1 year'
      FROM (SELECT id, (row_number() OVER (ORDER BY email))::int AS n FROM users
             WHERE email LIKE 'bench-renter-%') r
      CROSS JOIN generate_series(1, 10) k
      JOIN (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM listings) l
        ON l.n = 1 + (r.n * 97 + k * 7919) % ${listings}
    ON CONFLICT DO NOTHING;
    INSERT INTO favourites (user_id, listing_id, created_at)
    SELECT (SELECT id FROM users WHERE email = '${FAN_EMAIL}'), id, now() - random() * interval '1 year'
      FROM listings WHERE is_active ORDER BY random() LIMIT 490
    ON CONFLICT DO NOTHING;
    ANALYZE favourites;
  `);
}
