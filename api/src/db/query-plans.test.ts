// Issue 3: "indexes for every query". On a marketplace big enough for the planner to prefer them,
// the queries the list and search endpoints really send (captured from knex) are EXPLAINed, and each
// must use its index: the trigram GIN indexes for the location search, the partial feed index for
// the newest-first pages, the per-user indexes for the host's and renter's lists, the partial pending
// indexes for the request expiry job. Issue 10's search and listing page run as named statements
// (not through knex): their plans are read from the same builders the repositories call.
import type { Knex } from 'knex';
import type { Client as PgClient } from 'pg';
import { buildTestApp, type TestApp, type TestUser } from '../test/build-test-app';
import { favouritesPageSql } from './favourites-page-sql';
import { listingPageSql } from './listing-page-sql';
import { searchQuery, searchSql } from './listing-search-sql';
import { createKnex } from './connect-database';
import type { NamedQuery } from './run-named-query';
import { encodePageCursor } from '../schemas/page';

let t: TestApp;
let host: TestUser;
let renter: TestUser;
let admin: TestUser;
let listingId: string;
/** Opened as the API opens its pool for `genericPlan` statements (db/connect-database.ts). */
let genericPlanKnex: Knex;

const LISTINGS = 5000;

beforeAll(async () => {
  t = await buildTestApp();
  genericPlanKnex = createKnex(t.app.database.url, { databasePoolMax: 1, genericPlans: true });
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
  listingId = await t.createListing(host, { city: 'Lisbon' });
  // 200 other hosts and renters, 5000 listings (half in 3 big towns, half in 500 small ones), 5000
  // bookings, 5000 reviews.
  await t.knex.raw(`
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Bulk ' || g, 'bulk' || g || '@example.test', 'x', '{renter,host}' FROM generate_series(1, 200) g;
    INSERT INTO listings (host_id, title, description, price_per_night, address, city, country,
                          available_from, available_to, created_at, max_guests, property_type, bedrooms, beds, bathrooms)
    SELECT (SELECT id FROM users WHERE email = 'bulk' || (1 + g % 200) || '@example.test'),
           'Listing ' || g, 'D', 100, 'A',
           CASE WHEN g % 2 = 0 THEN 'Bigtown' || (g % 3) ELSE 'Town' || (g % 500) END,
           CASE WHEN g % 2 = 0 THEN 'Bigland' ELSE 'Land' || (g % 40) END,
           '2030-01-01', '2030-12-31', now() - g * interval '1 minute', 2, 'flat', 1, 1, 1
    FROM generate_series(1, ${LISTINGS}) g;
    INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
    SELECT l.id, l.host_id, (SELECT id FROM users WHERE email = 'bulk' || (1 + (g * 7) % 200) || '@example.test'),
           '2030-03-01', '2030-03-04', 300, 'pending'
    FROM (SELECT id, host_id, row_number() OVER () AS g FROM listings) l;
    INSERT INTO reviews (listing_id, reviewer_id, booking_id, rating, comment, status)
    SELECT b.listing_id, b.renter_id, b.id, 4, 'Fine', CASE WHEN random() < 0.02 THEN 'pending' ELSE 'approved' END
    FROM bookings b;
    -- A fifth of the stays approved: taken_ranges (by trigger) holds 1000 rows for the date searches.
    UPDATE bookings SET status = 'approved'
     WHERE listing_id IN (SELECT id FROM listings WHERE title LIKE 'Listing %' AND substring(title FROM 9)::int % 5 = 0);
    INSERT INTO host_requests (user_id, name, email, reason, status)
    SELECT id, name, email, 'r', 'rejected' FROM users CROSS JOIN generate_series(1, 20);

    INSERT INTO notifications (user_id, kind, facts, link, read_at)
    SELECT id, 'host-request-approved',
           jsonb_build_object('hostRequestId', gen_random_uuid(), 'requesterName', name, 'reason', null),
           '/listings/new', CASE WHEN g % 5 = 0 THEN NULL ELSE now() END
      FROM users CROSS JOIN generate_series(1, 25) g;

    -- Issue 23: 20 live sessions per user, last seen at different times.
    INSERT INTO sessions (user_id, expires_at, device, last_seen_at)
    SELECT id, now() + interval '1 day', 'Firefox on Linux', now() - g * interval '1 minute'
      FROM users CROSS JOIN generate_series(1, 20) g;
  `);
  // 3000 destinations (the list is short in practice; enough here for the planner to use its index).
  const image = await t.createUpload(admin, { folder: 'destinations', name: 'plans.jpg' });
  await t.knex.raw(
    `INSERT INTO destinations (name, image_path, "order") SELECT 'Place ' || g, ?, g / 3 FROM generate_series(1, 3000) g`,
    [image.key],
  );
  // A GIN index answers from its pending list until a vacuum; statistics make the planner honest.
  for (const table of [
    'users',
    'listings',
    'bookings',
    'reviews',
    'host_requests',
    'notifications',
    'taken_ranges',
    'listing_places',
    'sessions',
    'destinations',
  ]) {
    await t.knex.raw(`VACUUM ANALYZE ${table}`);
  }
}, 120000);
afterAll(async () => {
  await genericPlanKnex.destroy();
  await t.close();
});

/** The plans of every query the request sends that reads `table`. */
async function plansOf(request: { url: string; headers?: Record<string, string> }, table: string) {
  return plansWhile(
    async () => {
      const res = await t.app.inject({ method: 'GET', ...request });
      expect(res.statusCode).toBe(200);
    },
    new RegExp(`from "${table}"`, 'i'),
  );
}

/** The plans of every query matching `pattern` that `action` sends (EXPLAIN only: nothing runs twice). */
async function plansWhile(action: () => Promise<unknown>, pattern: RegExp) {
  const queries: Knex.Sql[] = [];
  // Copied at once: the pg client may rewrite the object it was given.
  const record = (query: Knex.Sql) => queries.push({ ...query, bindings: [...(query.bindings ?? [])] });
  t.knex.on('query', record);
  try {
    await action();
  } finally {
    t.knex.off('query', record);
  }
  const reading = queries.filter((q) => pattern.test(q.sql));
  expect(reading.length).toBeGreaterThan(0);
  // The captured SQL already has pg's $1 placeholders: it is explained on a raw pg connection.
  const connection = (await t.knex.client.acquireConnection()) as PgClient;
  try {
    const plans: string[] = [];
    for (const q of reading) {
      const result = await connection.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, [...q.bindings]);
      plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  } finally {
    await t.knex.client.releaseConnection(connection);
  }
}

/**
 * The plan of a query the API sends as a named statement (built by the same function). One marked
 * `genericPlan` is prepared and explained on a connection opened as the API's pool for them opens
 * its own (`genericPlans`): the plan made without its values, which every request then runs.
 */
async function planOf(query: NamedQuery): Promise<string> {
  const pool = query.genericPlan ? genericPlanKnex : t.knex;
  const connection = (await pool.client.acquireConnection()) as PgClient;
  const lines = (result: { rows: { 'QUERY PLAN': string }[] }) =>
    result.rows.map((row) => row['QUERY PLAN']).join('\n');
  try {
    if (!query.genericPlan) return lines(await connection.query(`EXPLAIN ${query.text}`, query.values));
    const literals = query.values.map((value) =>
      value === null ? 'NULL' : connection.escapeLiteral(String(value)),
    );
    // The embedded server ignores startup parameters (the API runs no named statement there).
    if (t.app.database.embedded) await connection.query('SET plan_cache_mode = force_generic_plan');
    await connection.query(`PREPARE plan_probe AS ${query.text}`);
    try {
      const plan = lines(await connection.query(`EXPLAIN EXECUTE plan_probe(${literals.join(', ')})`));
      // A generic plan shows its parameters as $n, a plan made for the values would show them.
      if (query.values.length > 0) expect(plan).toMatch(/\$1\b/);
      return plan;
    } finally {
      await connection.query('DEALLOCATE plan_probe');
    }
  } finally {
    await pool.client.releaseConnection(connection);
  }
}

const search = searchQuery;

describe('search (issue 10)', () => {
  it('matches a term against the places on their trigram index, then walks each place on its own index of the sort order', async () => {
    const sorts = {
      newest: 'listings_place_newest_idx',
      'price-asc': 'listings_place_price_idx',
      'price-desc': 'listings_place_price_idx',
      'top-rated': 'listings_place_top_rated_idx',
    } as const;
    // With a price range too (and dates): the walk filters its own index, never reads the place
    // through the price index to sort it (planned once for every term, a place's size is unknown).
    const stay = { checkin: '2030-03-02', checkout: '2030-03-05' };
    const filters = [{}, { minEur: 50, maxEur: 500 }, { minEur: 50, stay }];
    for (const [sort, index] of Object.entries(sorts)) {
      for (const filter of filters) {
        const plan = await planOf(
          searchSql(search({ pattern: '%bigtown%', sort: sort as keyof typeof sorts, ...filter })),
        );
        expect(plan).toContain('listing_places_place_trgm_idx');
        // Each place: its index in order, LIMIT a page.
        expect(plan).toMatch(
          new RegExp(
            `CTE Scan on p .*\\n\\s*->  Limit .*\\n\\s*->  Index Only Scan (Backward )?using ${index} `,
          ),
        );
        expect(plan).not.toMatch(/Seq Scan on listings/);
      }
    }
  });

  it('counts a dated search per place from the taken nights, without probing each listing', async () => {
    const stay = { checkin: '2030-03-02', checkout: '2030-03-05' };
    const plan = await planOf(searchSql(search({ pattern: '%bigtown%', stay, minEur: 50, maxEur: 500 })));
    expect(plan).toMatch(/Index Only Scan using taken_ranges_place_idx/);
    expect(plan).toMatch(/Index Only Scan using listings_place_\w+_idx/);
    expect(plan).not.toMatch(/Seq Scan on (listings|taken_ranges)/);
    // The taken listings come from the index itself (it carries listing_id): no heap read of a range.
    expect(plan).not.toMatch(/Bitmap Heap Scan on taken_ranges|Index Scan using taken_ranges_place_idx/);
  });

  it('excludes taken dates with one probe of the taken_ranges GiST index per listing', async () => {
    const stay = { checkin: '2030-03-02', checkout: '2030-03-05' };
    for (const pattern of [null, '%bigtown%']) {
      const plan = await planOf(searchSql(search({ pattern, stay })));
      expect(plan).toContain('taken_ranges_no_overlap');
      expect(plan).toContain(pattern ? 'listings_place_newest_idx' : 'listings_public_feed_idx');
      // Without a place, the total is counted up to the cap in whatever order the table is read.
      expect(plan).not.toMatch(pattern ? /Seq Scan on (listings|taken_ranges)/ : /Seq Scan on taken_ranges/);
    }
  });

  it('walks the price index up and down, and the top-rated index, on every page', async () => {
    const cursors = {
      'price-asc': { sort: 'price-asc', price: 100, id: '00000000-0000-4000-8000-000000000000' },
      'price-desc': { sort: 'price-desc', price: 100, id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' },
      'top-rated': {
        sort: 'top-rated',
        ratingAvg: 4,
        reviewCount: 1,
        id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      },
    } as const;
    for (const sort of ['price-asc', 'price-desc', 'top-rated'] as const) {
      const index = sort === 'top-rated' ? 'listings_top_rated_idx' : 'listings_price_idx';
      for (const cursor of [null, cursors[sort]]) {
        const plan = await planOf(searchSql(search({ sort, cursor })));
        expect(plan).toContain(index);
        expect(plan).not.toMatch(/Sort/);
        // A later page counts nothing; a first page's total stops at the cap, in any order.
        if (cursor) expect(plan).not.toMatch(/Seq Scan on listings/);
      }
    }
  });

  it('reads the taken ranges from today (availability, booking) on the GiST index', async () => {
    const [plan] = await plansOf({ url: `/api/listings/${listingId}/availability` }, 'taken_ranges');
    expect(plan).toContain('taken_ranges_no_overlap');
  });

  it('reads the listing page in one statement of index probes', async () => {
    const plan = await planOf(listingPageSql(listingId, '2030-01-01', 10));
    expect(plan).toContain('listings_pkey');
    expect(plan).toContain('taken_ranges_no_overlap');
    expect(plan).toContain('reviews_listing_status_idx');
    // listing_photos is nearly empty here: the planner rightly reads it whole.
    expect(plan).not.toMatch(/Seq Scan on (listings|taken_ranges|reviews)/);
  });
});

it('pages the public feed, first and later pages, on the partial feed index', async () => {
  // The search is a named statement (not through knex): its builder gives the exact text.
  const first = await planOf(searchSql(search({})));
  expect(first).toContain('listings_public_feed_idx');
  const cursor = { sort: 'newest', createdUs: Date.now() * 1000, id: listingId } as const;
  const next = await planOf(searchSql(search({ cursor })));
  expect(next).toContain('listings_public_feed_idx');
  expect(next).not.toMatch(/Seq Scan on listings/);
});

/**
 * The plans of a list's first page and of a later one (issue 23: keyset pages): `keys` are the
 * cursor's values after the scope, as the list's order writes them (times in microseconds).
 */
async function pagePlans(
  url: string,
  headers: Record<string, string> | undefined,
  table: string,
  scope: string,
  keys: (string | number)[],
) {
  const cursor = encodePageCursor(scope, keys);
  const separator = url.includes('?') ? '&' : '?';
  // The list's own query (ordered, limited), not the session lookup that reads `sessions` too.
  const listQuery = new RegExp(`from "${table}".* order by .* limit`, 'is');
  const planOfPage = async (query: string) => {
    const plans = await plansWhile(async () => {
      const res = await t.app.inject({ method: 'GET', url: `${url}${separator}${query}`, headers });
      expect(res.statusCode).toBe(200);
    }, listQuery);
    expect(plans).toHaveLength(1);
    return plans[0] ?? '';
  };
  return [await planOfPage('limit=20'), await planOfPage(`limit=20&cursor=${cursor}`)];
}

/** A position in the middle of a newest-first list: an hour ago, the largest id. */
const NEWEST_KEYS = [(Date.now() - 3_600_000) * 1000, 'ffffffff-ffff-4fff-bfff-ffffffffffff'];

/**
 * Each page reads its rows on the index of its order, from the cursor, never the whole table (the
 * few rows of one host, or after a cursor, may still be sorted after: the planner's choice).
 */
function expectIndexWalk(plans: string[], index: string, table: string) {
  for (const plan of plans) {
    expect(plan).toContain(index);
    expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  }
}

it("pages a host's own listings and bookings on the per-host indexes", async () => {
  const listings = await pagePlans(
    '/api/host/listings',
    host.headers,
    'listings',
    'host-listings',
    NEWEST_KEYS,
  );
  expectIndexWalk(listings, 'listings_host_idx', 'listings');
  const bookings = await pagePlans(
    '/api/host/bookings',
    host.headers,
    'bookings',
    'host-bookings',
    NEWEST_KEYS,
  );
  expectIndexWalk(bookings, 'bookings_host_idx', 'bookings');
});

it("pages a renter's bookings on the per-renter index", async () => {
  const plans = await pagePlans('/api/bookings/mine', renter.headers, 'bookings', 'my-bookings', NEWEST_KEYS);
  expectIndexWalk(plans, 'bookings_renter_idx', 'bookings');
});

it("pages a listing's approved reviews, the moderation queue and the host requests on their indexes", async () => {
  const [listing] = await plansOf({ url: `/api/listings/${listingId}/reviews` }, 'reviews');
  expect(listing).toContain('reviews_listing_status_idx');
  const queue = await pagePlans(
    '/api/admin/reviews',
    admin.headers,
    'reviews',
    'moderation-reviews',
    NEWEST_KEYS,
  );
  expectIndexWalk(queue, 'reviews_status_idx', 'reviews');
  const requests = await pagePlans(
    '/api/admin/host-requests?status=rejected',
    admin.headers,
    'host_requests',
    'host-requests',
    NEWEST_KEYS,
  );
  expectIndexWalk(requests, 'host_requests_status_idx', 'host_requests');
});

it("pages a person's own reviews, sessions and the destinations on their indexes (issue 23)", async () => {
  const [bulk] = (await t.knex('users').select('id').where('email', 'bulk7@example.test')) as {
    id: string;
  }[];
  // One of the bulk renters: 25 reviews, 20 sessions.
  const { headers } = await t.sessionFor({ ...renter.user, id: bulk!.id });
  const reviews = await pagePlans('/api/reviews/mine', headers, 'reviews', 'my-reviews', NEWEST_KEYS);
  expectIndexWalk(reviews, 'reviews_reviewer_newest_idx', 'reviews');
  const sessions = await pagePlans('/api/me/sessions', headers, 'sessions', 'sessions', NEWEST_KEYS);
  expectIndexWalk(sessions, 'sessions_user_recent_idx', 'sessions');
  const destinations = await pagePlans('/api/destinations', undefined, 'destinations', 'destinations', [
    500,
    Date.now() * 1000,
    '00000000-0000-4000-8000-000000000000',
  ]);
  expectIndexWalk(destinations, 'destinations_order_idx', 'destinations');
  // A renter's reviewable stays at one listing: their own bookings, never the whole table.
  const [reviewable] = await plansOf(
    { url: `/api/listings/${listingId}/reviewable-bookings`, headers: renter.headers },
    'bookings',
  );
  expect(reviewable).not.toMatch(/Seq Scan on bookings/);
});

it('expires overdue booking requests in one statement on the partial pending indexes', async () => {
  const plans = await plansWhile(
    () => t.app.jobs.runNow('expire-booking-requests', { now: new Date() }),
    /update "bookings"/i,
  );
  expect(plans).toHaveLength(1);
  expect(plans[0]).toContain('bookings_pending_created_idx');
  expect(plans[0]).toContain('bookings_pending_start_idx');
  expect(plans[0]).not.toMatch(/Seq Scan on bookings/);
});

it("pages a person's notifications and counts the unread ones on the per-user indexes", async () => {
  const [first] = await plansOf(
    { url: '/api/notifications?limit=5', headers: renter.headers },
    'notifications',
  );
  expect(first).toContain('notifications_user_newest_idx');
  const page = await t.app.inject({
    method: 'GET',
    url: '/api/notifications?limit=5',
    headers: renter.headers,
  });
  const cursor = page.json().nextCursor as string;
  const [next] = await plansOf(
    { url: `/api/notifications?limit=5&cursor=${cursor}`, headers: renter.headers },
    'notifications',
  );
  expect(next).toContain('notifications_user_newest_idx');
  const [count] = await plansOf(
    { url: '/api/notifications/unread-count', headers: renter.headers },
    'notifications',
  );
  expect(count).toContain('notifications_user_unread_idx');
});

it('lists the sitemap listings and cuts them into files from the partial index alone (issue 21)', async () => {
  const [first] = await plansOf({ url: '/api/sitemap/listings?limit=1000' }, 'listings');
  const page = await t.app.inject({ method: 'GET', url: '/api/sitemap/listings?limit=1000' });
  const cursor = page.json().nextCursor as string;
  const [next] = await plansOf({ url: `/api/sitemap/listings?limit=1000&cursor=${cursor}` }, 'listings');
  const files = await plansWhile(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sitemap/listings/files?size=1000' });
    expect(res.statusCode).toBe(200);
  }, /FROM listings WHERE is_active/i);
  for (const plan of [first, next]) {
    expect(plan).toContain('Index Only Scan using listings_sitemap_idx');
    expect(plan).not.toMatch(/Seq Scan on listings|Sort/);
  }
  // The rows are numbered in the index's order (only the files, one per 1000, are sorted after).
  expect(files).toHaveLength(1);
  // (Newer servers print the window's definition between the two lines.)
  expect(files[0]).toMatch(
    /WindowAgg .*\n(\s*Window: .*\n)?\s*-> {2}Index Only Scan using listings_sitemap_idx on listings/,
  );
  expect(files[0]).not.toMatch(/Seq Scan on listings/);
});

it("reads a host's public page on the per-host indexes: the host, their rating, their active listings (issue 24)", async () => {
  const [bulk] = (await t.knex('users').select('id').where('email', 'bulk7@example.test')) as {
    id: string;
  }[];
  // 25 listings of this host, 20 host requests: read on their indexes, never the whole tables (the
  // 200 users fit in a few pages: the planner may well read them through).
  const [host] = await plansOf({ url: `/api/hosts/${bulk!.id}` }, 'users');
  expect(host).toContain('listings_host_idx');
  expect(host).not.toMatch(/Seq Scan on (listings|host_requests)\b/);
  const listings = await pagePlans(
    `/api/hosts/${bulk!.id}/listings`,
    undefined,
    'listings',
    'host-public-listings',
    NEWEST_KEYS,
  );
  expectIndexWalk(listings, 'listings_host_idx', 'listings');
});

it("pages a person's favourites on the per-person index, with dates or not (issue 24 item 6)", async () => {
  // 25 saved listings for each of the 200 bulk people (5000 rows): one person's are a few index rows.
  await t.knex.raw(`
    INSERT INTO favourites (user_id, listing_id, created_at)
    SELECT u.id, l.id, now() - g * interval '1 minute'
      FROM (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM users WHERE email LIKE 'bulk%') u
      CROSS JOIN generate_series(1, 25) g
      JOIN (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM listings) l
        ON l.n = 1 + (u.n * 25 + g) % ${LISTINGS}
    ON CONFLICT DO NOTHING;
  `);
  await t.knex.raw('VACUUM ANALYZE favourites');
  const [bulk] = (await t.knex('users').select('id').where('email', 'bulk7@example.test')) as {
    id: string;
  }[];
  const stay = { checkin: '2030-03-02', checkout: '2030-03-05' };
  const after = [(Date.now() - 3_600_000) * 1000, 'ffffffff-ffff-4fff-bfff-ffffffffffff'] as const;
  for (const query of [
    { stay: null, after: null },
    { stay: null, after },
    { stay, after: null },
    { stay, after },
  ]) {
    const plan = await planOf(favouritesPageSql({ userId: bulk!.id, limit: 12, ...query }));
    // The person's rows in the list's order, from the cursor: no sort, each listing by its key.
    expect(plan).toContain('favourites_user_newest_idx');
    // (on the primary key or a partial index of the public ones: either way a probe by id)
    expect(plan).toMatch(/Index Scan using \w+ on listings l .*\n\s*Index Cond: \(id = f\.listing_id\)/);
    expect(plan).not.toMatch(/Sort|Seq Scan on (favourites|listings|taken_ranges)/);
    if (query.stay) expect(plan).toContain('taken_ranges_no_overlap');
  }
});

it('pages the open conversation reports oldest first on the partial queue index (issue 25)', async () => {
  // A conversation per listing with a bulk renter, each reported once: a tenth of the reports still open.
  await t.knex.raw(`
    INSERT INTO conversations (listing_id, renter_id, host_id)
    SELECT l.id, u.id, l.host_id
      FROM (SELECT id, host_id, (row_number() OVER (ORDER BY id))::int AS n FROM listings) l
      JOIN (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM users WHERE email LIKE 'bulk%') u
        ON u.n = 1 + l.n % 200
     WHERE u.id <> l.host_id
    ON CONFLICT DO NOTHING;
    INSERT INTO conversation_reports (conversation_id, reporter_id, reason, created_at, resolved_at, resolution)
    SELECT id, renter_id, 'r', now() - g * interval '1 minute',
           CASE WHEN g % 10 = 0 THEN NULL ELSE now() END, CASE WHEN g % 10 = 0 THEN NULL ELSE 'dismissed' END
      FROM (SELECT id, renter_id, row_number() OVER (ORDER BY id) AS g FROM conversations) c;
  `);
  await t.knex.raw('VACUUM ANALYZE conversations');
  await t.knex.raw('VACUUM ANALYZE conversation_reports');
  const queue = await pagePlans(
    '/api/admin/conversation-reports',
    admin.headers,
    'conversation_reports',
    'conversation-reports',
    [(Date.now() - 3_600_000) * 1000, '00000000-0000-4000-8000-000000000000'],
  );
  expectIndexWalk(queue, 'conversation_reports_queue_idx', 'conversation_reports');
});
