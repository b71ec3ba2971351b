// The marketplace of issue 10's benchmark, generated in Postgres with generate_series: `listings`
// listings in 2,000 towns of 60 countries with a realistic skew (a few towns hold most listings),
// 10 stays per listing (40 % approved, never overlapping), 3 reviews per 10 stays, prices 40–900.
// Three towns carry the query terms: "London" (common, ~8 %), "Lisbon" (mid, ~1 %), "Hydra" (rare).
import type { Knex } from 'knex';

export const TERMS = { common: 'london', mid: 'lisbon', rare: 'hydra' } as const;

export async function loadData(knex: Knex, listings: number): Promise<{ quietId: string; busyId: string }> {
  const hosts = Math.max(100, Math.round(listings / 50));
  await knex.raw(`
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Bench host ' || g, 'bench-host-' || g || '@example.test', 'x', '{renter,host}'
      FROM generate_series(1, ${hosts}) g;
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Bench renter ' || g, 'bench-renter-' || g || '@example.test', 'x', '{renter}'
      FROM generate_series(1, 5000) g;

    CREATE TEMP TABLE bench_hosts AS SELECT (row_number() OVER ())::int AS n, id FROM users WHERE email LIKE 'bench-host-%';
    CREATE TEMP TABLE bench_renters AS SELECT (row_number() OVER ())::int AS n, id FROM users WHERE email LIKE 'bench-renter-%';

    -- town: 2000 × random()^3 puts ~8 % of listings in town 0, ~1 % in town 3, ~0.02 % in town 1500.
    INSERT INTO listings (host_id, title, description, price_per_night, address, city, country,
                          available_from, available_to, created_at)
    SELECT h.id, 'Bench stay ' || g, 'Generated for the benchmark', 40 + round((random() ^ 2 * 860)::numeric, 2),
           g || ' Bench Road',
           CASE town WHEN 0 THEN 'London' WHEN 3 THEN 'Lisbon' WHEN 1500 THEN 'Hydra' ELSE 'Town ' || town END,
           CASE town % 60 WHEN 0 THEN 'United Kingdom' WHEN 3 THEN 'Portugal' ELSE 'Country ' || (town % 60) END,
           current_date - 400 + (g % 60), current_date + 400, now() - random() * interval '3 years'
      FROM (SELECT g, floor(2000 * random() ^ 3)::int AS town FROM generate_series(1, ${listings}) g) s
      JOIN bench_hosts h ON h.n = 1 + g % ${hosts};

    -- Stay k of a listing starts in its own 60-day slot (days -300 .. +300 around today): no overlaps.
    INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
    SELECT l.id, l.host_id, r.id,
           current_date - 300 + k * 60 + (l.n % 20),
           current_date - 300 + k * 60 + (l.n % 20) + 2 + ((l.n + k) % 5),
           300,
           CASE WHEN (l.n + k) % 5 < 2 THEN 'approved' WHEN (l.n + k) % 5 = 2 THEN 'pending'
                WHEN (l.n + k) % 5 = 3 THEN 'rejected' ELSE 'cancelled' END
      FROM (SELECT id, host_id, (row_number() OVER ())::int AS n FROM listings) l
      CROSS JOIN generate_series(0, 9) k
      JOIN bench_renters r ON r.n = 1 + (l.n * 10 + k) % 5000;

    INSERT INTO reviews (listing_id, reviewer_id, booking_id, rating, comment, status)
    SELECT listing_id, renter_id, id, 1 + floor(random() * 5)::int, 'Generated',
           CASE WHEN random() < 0.9 THEN 'approved' ELSE 'pending' END
      FROM bookings WHERE end_date < current_date
     ORDER BY id LIMIT ${Math.round(listings * 3)};
  `);
  // Two listings for "500 past stays answer as fast as none": same town, one quiet, one busy. In
  // the rare term's own place (town 1500 is in country 0), so "hydra" matches one place at every
  // scale, as "lisbon" and "london" do.
  const [quiet, busy] = (
    await knex.raw(`
      INSERT INTO listings (host_id, title, description, price_per_night, address, city, country,
                            available_from, available_to)
      SELECT (SELECT id FROM bench_hosts WHERE n = 1), t, 'Bench', 120, '1 Road', 'Hydra', 'United Kingdom',
             current_date - 800, current_date + 400
        FROM unnest(ARRAY['Bench quiet', 'Bench busy']) t
      RETURNING id`)
  ).rows as { id: string }[];
  await knex.raw(
    `INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
     SELECT ?, (SELECT id FROM bench_hosts WHERE n = 1), (SELECT id FROM bench_renters WHERE n = 1),
            current_date - 700 + g, current_date - 699 + g, 100, 'approved'
       FROM generate_series(0, 499) g`,
    [busy!.id],
  );
  await knex.raw('VACUUM ANALYZE');
  return { quietId: quiet!.id, busyId: busy!.id };
}
