// Issue 25: every query of the conversation routes reads through an index. On a marketplace big
// enough for the planner to prefer them (CONVERSATION_PLAN_SCALE conversations, ten messages each:
// 20k by default; the 100k conversations and 1M messages with CONVERSATION_PLAN_SCALE=100000),
// the queries the repository really sends (captured from knex) are EXPLAINed: no sequential scan,
// and each list walks its own index.
import type { Knex } from 'knex';
import type { Client as PgClient } from 'pg';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const SCALE = Number(process.env.CONVERSATION_PLAN_SCALE ?? 20000);
// Coprime with LISTINGS, so every conversation is another (renter, listing); over a page of each inbox.
const RENTERS = 401;
const HOSTS = 401;
const LISTINGS = 20000;
// People with no conversation: a marketplace has far more of them than of parties to threads, and a
// users table of only the parties would be small enough to read whole.
const OTHER_USERS = 20000;

let t: TestApp;
let renterId: string;
let hostId: string;
let conversationId: string;
let listingId: string;
const NOW = new Date();

beforeAll(async () => {
  // Arranging a million rows takes longer than a request may.
  t = await buildTestApp({ databaseStatementTimeoutMs: 600000 });
  const statements = `
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Renter ' || g, 'renter' || g || '@example.test', 'x', '{renter}' FROM generate_series(0, ${RENTERS - 1}) g;
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Host ' || g, 'host' || g || '@example.test', 'x', '{renter,host}' FROM generate_series(0, ${HOSTS - 1}) g;
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Visitor ' || g, 'visitor' || g || '@example.test', 'x', '{renter}' FROM generate_series(0, ${OTHER_USERS - 1}) g;
    CREATE TEMP TABLE plan_renters AS
      SELECT row_number() OVER (ORDER BY email) - 1 AS n, id FROM users WHERE email LIKE 'renter%';
    CREATE TEMP TABLE plan_hosts AS
      SELECT row_number() OVER (ORDER BY email) - 1 AS n, id FROM users WHERE email LIKE 'host%';
    INSERT INTO listings (host_id, title, description, price_per_night, address, city, country,
                          available_from, available_to, max_guests, property_type, bedrooms, beds, bathrooms)
    SELECT h.id, 'Listing ' || g, 'D', 100, 'A', 'Town', 'Land', '2030-01-01', '2030-12-31', 2, 'flat', 1, 1, 1
      FROM generate_series(0, ${LISTINGS - 1}) g JOIN plan_hosts h ON h.n = g % ${HOSTS};
    CREATE TEMP TABLE plan_listings AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, host_id FROM listings;
    INSERT INTO conversations (listing_id, renter_id, host_id, last_message_at, renter_unread, host_unread)
    SELECT l.id, r.id, l.host_id, now() - g * interval '1 minute', g % 7 = 0, g % 5 = 0
      FROM generate_series(0, ${SCALE - 1}) g
      JOIN plan_renters r ON r.n = g % ${RENTERS}
      JOIN plan_listings l ON l.n = g % ${LISTINGS}
    ON CONFLICT DO NOTHING;
    INSERT INTO messages (conversation_id, kind, sender_id, body, created_at)
    SELECT c.id, 'text', CASE WHEN g % 2 = 0 THEN c.renter_id ELSE c.host_id END, 'Message ' || g,
           c.last_message_at - (10 - g) * interval '1 second'
      FROM conversations c CROSS JOIN generate_series(1, 10) g;
    INSERT INTO uploads (folder, path, content_type, size_bytes, uploaded_by, width, height, variant_widths, completed_at)
    SELECT 'listings', 'listings/plan.jpg', 'image/jpeg', 1000, id, 1200, 800, '{400,800,1200}', now()
      FROM users LIMIT 1;
    INSERT INTO listing_photos (listing_id, position, path, width, height, variant_widths)
    SELECT id, p, 'listings/plan.jpg', 1200, 800, '{400,800,1200}' FROM listings CROSS JOIN generate_series(0, 2) p;
    INSERT INTO conversation_reports (conversation_id, reporter_id, reason, resolved_at, resolution)
    SELECT id, renter_id, 'Spam', CASE WHEN host_unread THEN NULL ELSE now() END,
           CASE WHEN host_unread THEN NULL ELSE 'dismissed' END
      FROM conversations WHERE renter_unread;
    INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
    SELECT listing_id, host_id, renter_id, '2030-03-01', '2030-03-04', 300, 'pending'
      FROM conversations WHERE last_message_at > now() - ${Math.floor(SCALE / 5)} * interval '1 minute'
  `;
  for (const statement of statements.split(';')) await t.knex.raw(statement);
  for (const table of [
    'users',
    'listings',
    'listing_photos',
    'conversations',
    'messages',
    'bookings',
    'conversation_reports',
  ]) {
    await t.knex.raw(`VACUUM ANALYZE ${table}`);
  }
  const sample = (await t.knex('conversations').orderBy('last_message_at', 'desc').first()) as {
    id: string;
    renter_id: string;
    host_id: string;
    listing_id: string;
  };
  ({ id: conversationId, renter_id: renterId, host_id: hostId, listing_id: listingId } = sample);
}, 600000);
afterAll(() => t.close());

type Captured = Knex.Sql & { genericPlan?: boolean };

/**
 * The plans of every query `action` sends (EXPLAIN only: nothing runs twice), as the API has them
 * planned: a `genericPlan` statement prepared and explained for all values (its plan names `$n`).
 */
async function plansWhile(action: (trx: Knex) => Promise<unknown>): Promise<string[]> {
  const queries: Captured[] = [];
  // Copied at once: the pg client may rewrite the object it was given.
  const record = (query: Captured) => queries.push({ ...query, bindings: [...(query.bindings ?? [])] });
  t.knex.on('query', record);
  try {
    await action(t.knex);
  } finally {
    t.knex.off('query', record);
  }
  const statements = queries.filter((q) => !/^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(q.sql));
  expect(statements.length).toBeGreaterThan(0);
  // The captured SQL already has pg's $1 placeholders: it is explained on a raw pg connection.
  const connection = (await t.knex.client.acquireConnection()) as PgClient;
  try {
    const plans: string[] = [];
    for (const q of statements) plans.push(await planOf(connection, q));
    return plans;
  } finally {
    await t.knex.client.releaseConnection(connection);
  }
}

const lines = (result: { rows: { 'QUERY PLAN': string }[] }) =>
  result.rows.map((row) => row['QUERY PLAN']).join('\n');

async function planOf(connection: PgClient, q: Captured): Promise<string> {
  if (!q.genericPlan) return lines(await connection.query(`EXPLAIN ${q.sql}`, [...q.bindings]));
  const literals = q.bindings.map((value) =>
    connection.escapeLiteral(
      Array.isArray(value)
        ? `{${value.join(',')}}`
        : value instanceof Date
          ? value.toISOString()
          : String(value),
    ),
  );
  await connection.query('SET plan_cache_mode = force_generic_plan');
  await connection.query(`PREPARE plan_probe AS ${q.sql}`);
  try {
    return lines(await connection.query(`EXPLAIN EXECUTE plan_probe(${literals.join(', ')})`));
  } finally {
    await connection.query('DEALLOCATE plan_probe');
    await connection.query('RESET plan_cache_mode');
  }
}

const repository = () => t.app.conversationsRepository;
const noSeqScan = (plans: string[]) => {
  for (const plan of plans) expect(plan).not.toMatch(/Seq Scan/);
};

describe(`conversation queries at ${SCALE} conversations`, () => {
  it('walks each inbox on its own index, first page and next', async () => {
    for (const [role, viewer, index] of [
      ['renter', () => renterId, 'conversations_renter_inbox_idx'],
      ['host', () => hostId, 'conversations_host_inbox_idx'],
    ] as const) {
      let cursor: string | undefined;
      const plans = await plansWhile(async () => {
        const page = await repository().inbox(viewer(), role, undefined, NOW);
        cursor = page.nextCursor ?? undefined;
      });
      expect(cursor).toEqual(expect.any(String));
      const next = await plansWhile(() => repository().inbox(viewer(), role, cursor, NOW));
      // One statement, planned once for every viewer and page (its plan names its parameters): the
      // page walks the viewer's own index in order under its LIMIT (never a sort of all their
      // threads), then each summary by primary keys and one index range.
      for (const statements of [plans, next]) {
        expect(statements).toHaveLength(1);
        const [plan] = statements as [string];
        expect(plan).toMatch(/\$\d\b/);
        expect(plan).toMatch(new RegExp(`Limit[^\\n]*\\n\\s*->\\s+Index (Only )?Scan using ${index}`));
        expect(plan).toContain('conversations_pkey');
        expect(plan).toContain('messages_thread_idx');
        expect(plan).toMatch(/Index Scan using bookings_\w+_idx on bookings/);
      }
      noSeqScan([...plans, ...next]);
    }
  });

  it('reads a thread on messages_thread_idx, first page and next', async () => {
    let cursor: string | undefined;
    const plans = await plansWhile(async () => {
      cursor = (await repository().messagesPage(conversationId, undefined)).nextCursor ?? undefined;
    });
    const next = await plansWhile(() => repository().messagesPage(conversationId, cursor));
    // A party's page with the check that they are one (GET .../messages), first and next.
    const party = await plansWhile(async () => {
      await repository().threadPage(conversationId, renterId, undefined);
      await repository().threadPage(conversationId, hostId, cursor);
    });
    for (const plan of [...plans, ...next, ...party]) expect(plan).toContain('messages_thread_idx');
    for (const plan of party) expect(plan).toContain('conversations_pkey');
    noSeqScan([...plans, ...next, ...party]);
  });

  it('counts unread threads on the partial unread indexes', async () => {
    const plans = await plansWhile(async () => {
      await repository().unreadCounts(renterId);
      await repository().unreadCounts(hostId);
    });
    expect(plans.join('\n')).toContain('conversations_renter_unread_idx');
    expect(plans.join('\n')).toContain('conversations_host_unread_idx');
    noSeqScan(plans);
  });

  it('finds, details, writes and reads a conversation by its keys', async () => {
    const plans = await plansWhile((trx) =>
      trx.transaction(async (inner) => {
        await repository().access(conversationId, inner);
        await repository().lookup(listingId, renterId, inner);
        await repository().detail(conversationId, renterId, NOW, inner);
        await repository().ensureConversation(renterId, listingId, inner);
        await repository().appendText(conversationId, renterId, 'Planned', inner);
        await repository().markRead(conversationId, 'renter', inner);
      }),
    );
    noSeqScan(plans);
  });
});
