// Issue 24 "at scale": the facts filters of the search (guests, type + bedrooms, amenities with
// dates) are served by indexes. On a marketplace big enough for the planner to prefer them, the
// statements the API sends (the same builder) are EXPLAINed: with a place, each place is walked and
// counted on its own index, which carries the facts (Index Only Scan: no listing row is read to
// filter); without one, the feed index carries them too, and rare amenities are found on their GIN
// index. query-plans.test.ts covers the shapes without facts.
import { NO_FACT_FILTERS, type FactFilters } from '@shoreline/shared-domain/factFilters';
import type { Knex } from 'knex';
import type { Client as PgClient } from 'pg';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createKnex } from './connect-database';
import { searchQuery, searchSql } from './listing-search-sql';
import type { NamedQuery } from './run-named-query';

let t: TestApp;
/** Opened as the API opens its pool for `genericPlan` statements (db/connect-database.ts). */
let genericPlanKnex: Knex;

const LISTINGS = 6000;
const facts = (changes: Partial<FactFilters>): FactFilters => ({ ...NO_FACT_FILTERS, ...changes });
const stay = { checkin: '2030-03-02', checkout: '2030-03-05' };

beforeAll(async () => {
  t = await buildTestApp();
  // 100 hosts, 6000 listings (half in 3 big towns, half in 500 small ones) with facts spread as in
  // the scale benchmark: half flats, villas one in ten, 0 to 5 bedrooms, Wi-Fi in 90 %, parking in
  // a third, a pool in one of eleven, an EV charger in one of 37 (both: 14). A fifth hold an approved stay.
  await t.knex.raw(`
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Bulk ' || g, 'bulk' || g || '@example.test', 'x', '{renter,host}' FROM generate_series(1, 100) g;
    INSERT INTO listings (host_id, title, description, price_per_night, address, city, country,
                          available_from, available_to, created_at, max_guests, property_type, bedrooms, beds,
                          bathrooms, amenities)
    SELECT (SELECT id FROM users WHERE email = 'bulk' || (1 + g % 100) || '@example.test'),
           'Listing ' || g, 'D', 40 + g % 300, 'A',
           CASE WHEN g % 2 = 0 THEN 'Bigtown' || (g % 3) ELSE 'Town' || (g % 500) END,
           CASE WHEN g % 2 = 0 THEN 'Bigland' ELSE 'Land' || (g % 40) END,
           '2030-01-01', '2030-12-31', now() - g * interval '1 minute',
           1 + g % 8, (ARRAY['flat', 'flat', 'flat', 'flat', 'flat', 'house', 'house', 'cottage', 'villa', 'room'])[1 + g % 10],
           g % 6, 1 + g % 6, 1,
           array_remove(ARRAY[CASE WHEN g % 10 <> 0 THEN 1 END, CASE WHEN g % 4 <> 0 THEN 2 END,
                              CASE WHEN g % 3 = 0 THEN 3 END, CASE WHEN g % 11 = 0 THEN 6 END,
                              CASE WHEN g % 37 = 0 THEN 30 END], NULL)::smallint[]
      FROM generate_series(1, ${LISTINGS}) g;
    INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
    SELECT l.id, l.host_id, (SELECT id FROM users WHERE email = 'bulk' || (1 + (g * 7) % 100) || '@example.test'),
           '2030-03-01', '2030-03-04', 300, CASE WHEN g % 5 = 0 THEN 'approved' ELSE 'pending' END
      FROM (SELECT id, host_id, row_number() OVER () AS g FROM listings) l;
  `);
  for (const table of ['users', 'listings', 'bookings', 'taken_ranges', 'listing_places']) {
    await t.knex.raw(`VACUUM ANALYZE ${table}`);
  }
  genericPlanKnex = createKnex(t.app.database.url, { databasePoolMax: 1, genericPlans: true });
}, 120000);
afterAll(async () => {
  await genericPlanKnex.destroy();
  await t.close();
});

/**
 * The plan of the statement as the API runs it: one marked `genericPlan` (a place search) prepared
 * and explained without its values, on a connection opened as the API's pool for them.
 */
async function planOf(query: NamedQuery): Promise<string> {
  const pool = query.genericPlan ? genericPlanKnex : t.knex;
  const connection = (await pool.client.acquireConnection()) as PgClient;
  const lines = (result: { rows: { 'QUERY PLAN': string }[] }) =>
    result.rows.map((row) => row['QUERY PLAN']).join('\n');
  try {
    if (!query.genericPlan) return lines(await connection.query(`EXPLAIN ${query.text}`, query.values));
    const literals = query.values.map((value) =>
      Array.isArray(value)
        ? connection.escapeLiteral(`{${value.join(',')}}`)
        : connection.escapeLiteral(String(value)),
    );
    if (t.app.database.embedded) await connection.query('SET plan_cache_mode = force_generic_plan');
    await connection.query(`PREPARE plan_probe AS ${query.text}`);
    try {
      const plan = lines(await connection.query(`EXPLAIN EXECUTE plan_probe(${literals.join(', ')})`));
      expect(plan).toMatch(/\$1\b/);
      return plan;
    } finally {
      await connection.query('DEALLOCATE plan_probe');
    }
  } finally {
    await pool.client.releaseConnection(connection);
  }
}

/** Each place's walk: its index of the order, LIMIT a page, read alone. */
const walkOn = (index: string) =>
  new RegExp(`CTE Scan on p .*\\n\\s*->  Limit .*\\n\\s*->  Index Only Scan (Backward )?using ${index} `);

describe('with a place', () => {
  it("guests: walks each place on its own index; the total sums the places' counts per facts", async () => {
    const plan = await planOf(searchSql(searchQuery({ pattern: '%bigtown%', facts: facts({ guests: 4 }) })));
    expect(plan).toContain('listing_places_place_trgm_idx');
    expect(plan).toMatch(walkOn('listings_place_newest_idx'));
    // The total: a sum over each place's counts per combination of facts, no listing counted.
    expect(plan).toMatch(
      /Index Scan (on|using) listing_place_facts_pkey[^\n]*\n\s*Index Cond: \(\(place_id = p_\d\.id\) AND \(max_guests >= \$\d+\)\)/,
    );
    expect(plan).not.toMatch(/Seq Scan on listings|Index Scan using listings_place/);
    // Only the page's walk reads the listings' index.
    expect(plan.match(/Index Only Scan using listings_place_\w+_idx/g)).toHaveLength(2);
  });

  it('type and bedrooms, in each order: the walk filters its own index', async () => {
    const sorts = {
      newest: 'listings_place_newest_idx',
      'price-asc': 'listings_place_price_idx',
      'price-desc': 'listings_place_price_idx',
      'top-rated': 'listings_place_top_rated_idx',
    } as const;
    for (const [sort, index] of Object.entries(sorts)) {
      const plan = await planOf(
        searchSql(
          searchQuery({
            pattern: '%bigtown%',
            sort: sort as keyof typeof sorts,
            facts: facts({ propertyTypes: ['villa', 'house'], minBedrooms: 2 }),
          }),
        ),
      );
      expect(plan).toMatch(walkOn(index));
      expect(plan).toMatch(/property_type = ANY \(\$\d+\)/);
      // The total: the places' counts per facts, as for guests.
      expect(plan).toMatch(/Index Scan (on|using) listing_place_facts_pkey/);
      expect(plan).not.toMatch(/Seq Scan on listings|Index Scan using listings_place/);
    }
  });

  it('two amenities with dates: index-only walks, the taken nights per place, one probe per listing', async () => {
    const plan = await planOf(
      searchSql(
        searchQuery({ pattern: '%bigtown%', stay, facts: facts({ amenities: ['wifi', 'parking'] }) }),
      ),
    );
    expect(plan).toMatch(walkOn('listings_place_newest_idx'));
    expect(plan).toMatch(/amenities @> \$\d+/);
    expect(plan).toMatch(/Index Only Scan using taken_ranges_place_idx/);
    expect(plan).toContain('taken_ranges_no_overlap');
    expect(plan).not.toMatch(/Seq Scan on (listings|taken_ranges)|Index Scan using listings_place/);
  });
});

describe('without a place', () => {
  // The page walks the order's own index alone (it carries the facts), LIMIT a page, and fetches
  // only the page's rows (their order kept by a sort of those few); the total is counted up to the
  // cap in whatever order the table is read (at 6,000 listings a sequential read; at 100k the feed
  // index alone: bench/scale.ts).
  const walkAlone = (index: string, filter: string) =>
    new RegExp(
      `->  Limit [^\\n]*\\n\\s*->  Index Only Scan using ${index} on listings l_\\d+[^\\n]*\\n\\s*Filter: \\(${filter}`,
    );

  it('guests: the page walks the feed index alone, in order', async () => {
    const plan = await planOf(searchSql(searchQuery({ facts: facts({ guests: 4 }) })));
    expect(plan).toMatch(walkAlone('listings_public_feed_idx', 'max_guests >= 4'));
    expect(plan).not.toMatch(/Index Scan using listings_public_feed_idx|Sort Method: external/);
  });

  it('type and bedrooms by price: the price index alone, in order', async () => {
    const plan = await planOf(
      searchSql(
        searchQuery({ sort: 'price-asc', facts: facts({ propertyTypes: ['villa'], minBedrooms: 2 }) }),
      ),
    );
    expect(plan).toMatch(walkAlone('listings_price_idx', '\\(property_type = ANY'));
  });

  it('rare amenities are found on their GIN index, not by reading every listing', async () => {
    const plan = await planOf(
      searchSql(searchQuery({ stay, facts: facts({ amenities: ['pool', 'ev-charger'] }) })),
    );
    expect(plan).toMatch(/Bitmap Index Scan on listings_amenities_idx/);
    expect(plan).toContain('taken_ranges_no_overlap');
    expect(plan).not.toMatch(/Seq Scan on (listings|taken_ranges)/);
  });
});
