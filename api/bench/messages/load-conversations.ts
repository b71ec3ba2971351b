// The conversations of issue 25's benchmark, generated in Postgres with generate_series: `conversations`
// conversations about conversations / 5 listings (5 renters each), hosts of 10 listings, renters in
// about 10 conversations, and `messages` text messages spread evenly over the threads in time order
// (ids follow created_at, as the API writes them). One busy person is in both inboxes: host of a
// tenth of the listings (a tenth of all conversations: 1,000 at 10k, 10,000 at 100k) and renter in
// one conversation in a hundred; one of their threads (about 5,000 extra messages, 1 in 200)
// is the thread the benchmark opens. A third of the conversations have a booking (the host inbox's
// status), a quarter are unread for the renter and a fifth for the host; every listing has a photo.
import type { Knex } from 'knex';

export const BUSY_EMAIL = 'bench-busy@example.test';

export async function loadConversations(
  knex: Knex,
  conversations: number,
  messages: number,
): Promise<{ busyId: string; threadId: string }> {
  const listings = Math.max(20, Math.round(conversations / 5));
  const hosts = Math.max(2, Math.round(listings / 10));
  const renters = Math.max(10, Math.round(conversations / 10));
  // Every `every`-th message goes to the busy thread: 5,000 of 1,000,000. Prime to `conversations`,
  // or the threads whose every message falls on a multiple of it (1 in 200) would stay empty.
  let every = Math.max(2, Math.round(messages / 5000));
  while (gcd(every, conversations) !== 1) every += 1;
  await knex.raw(`
    INSERT INTO users (name, email, password_hash, roles)
    VALUES ('Bench Busy', '${BUSY_EMAIL}', 'x', '{renter,host}');
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Bench host ' || g, 'bench-host-' || g || '@example.test', 'x', '{renter,host}'
      FROM generate_series(1, ${hosts}) g;
    INSERT INTO users (name, email, password_hash, roles)
    SELECT 'Bench renter ' || g, 'bench-renter-' || g || '@example.test', 'x', '{renter}'
      FROM generate_series(1, ${renters}) g;
    CREATE TEMP TABLE bench_hosts AS
      SELECT (row_number() OVER (ORDER BY email))::int - 1 AS n, id FROM users WHERE email LIKE 'bench-host-%';
    CREATE TEMP TABLE bench_renters AS
      SELECT (row_number() OVER (ORDER BY email))::int - 1 AS n, id FROM users WHERE email LIKE 'bench-renter-%';

    -- Listing l: the busy person's when l % 10 = 0, else host l % hosts.
    CREATE TEMP TABLE bench_listings AS
      SELECT l AS n, gen_random_uuid() AS id,
             CASE WHEN l % 10 = 0 THEN (SELECT id FROM users WHERE email = '${BUSY_EMAIL}')
                  ELSE (SELECT id FROM bench_hosts WHERE n = l % ${hosts}) END AS host_id
        FROM generate_series(0, ${listings - 1}) l;
    INSERT INTO listings (id, host_id, title, description, price_per_night, address, city, country,
                          available_from, available_to, max_guests, property_type, bedrooms, beds, bathrooms)
    SELECT id, host_id, 'Bench stay ' || n, 'Generated for the benchmark', 120, n || ' Bench Road',
           'Town ' || (n % 500), 'Portugal', current_date - 400, current_date + 400, 4, 'house', 2, 3, 1
      FROM bench_listings;
    -- One picture for every listing (the inbox reads the path, never the bytes).
    INSERT INTO uploads (folder, path, content_type, size_bytes, uploaded_by, width, height, variant_widths, completed_at)
    SELECT 'listings', 'listings/bench.jpg', 'image/jpeg', 1, id, 1200, 800, '{400,800,1200}', now()
      FROM users WHERE email = '${BUSY_EMAIL}';
    INSERT INTO listing_photos (listing_id, position, path, width, height, variant_widths)
    SELECT id, 0, 'listings/bench.jpg', 1200, 800, '{400,800,1200}' FROM bench_listings;

    -- Conversation g: listing g % listings, its k-th renter (k = g / listings, 0..4), so each
    -- (renter, listing) is one conversation; the busy person rents in k = 0 of listings l % 20 = 1.
    CREATE TEMP TABLE bench_conversations AS
      SELECT g AS n, gen_random_uuid() AS id, l.id AS listing_id, l.host_id, g / ${listings} AS k,
             CASE WHEN g < ${listings} AND l.n % 20 = 1 THEN (SELECT id FROM users WHERE email = '${BUSY_EMAIL}')
                  ELSE (SELECT id FROM bench_renters WHERE n = (g / ${listings} + 5 * l.n) % ${renters}) END AS renter_id
        FROM generate_series(0, ${conversations - 1}) g
        JOIN bench_listings l ON l.n = g % ${listings};
    CREATE UNIQUE INDEX ON bench_conversations (n);
    INSERT INTO conversations (id, listing_id, renter_id, host_id, renter_unread, host_unread)
    SELECT id, listing_id, renter_id, host_id, n % 4 = 0, n % 5 = 0 FROM bench_conversations;

    -- Stay k of a listing in its own 10-day slot: never overlapping.
    INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
    SELECT listing_id, host_id, renter_id, current_date + 20 + k * 10, current_date + 23 + k * 10, 360,
           (ARRAY['approved', 'pending', 'cancelled'])[1 + n % 3]
      FROM bench_conversations WHERE n % 3 = 0;

    -- Message i: in the busy thread (conversation 0) when i % every = 0, else conversation i % n.
    INSERT INTO messages (conversation_id, kind, sender_id, body, created_at)
    SELECT c.id, 'text', CASE WHEN i % 2 = 0 THEN c.renter_id ELSE c.host_id END,
           left('Message ' || i || E'.\\nThe key is in the box by the door; the code is on your booking page. '
                || 'Parking is free in the street behind the house after six.', 30 + i % 120),
           now() - (${messages} - i) * interval '1 second'
      FROM generate_series(1, ${messages}) i
      JOIN bench_conversations c ON c.n = CASE WHEN i % ${every} = 0 THEN 0 ELSE i % ${conversations} END
     ORDER BY i;
    UPDATE conversations c SET last_message_at = m.newest, created_at = m.oldest
      FROM (SELECT conversation_id, max(created_at) AS newest, min(created_at) AS oldest
              FROM messages GROUP BY conversation_id) m
     WHERE m.conversation_id = c.id;
  `);
  // As in the app, every conversation has a message (the one that opened it, or the request's event).
  const empty = (await knex.raw(
    'SELECT count(*)::int AS n FROM conversations c WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id)',
  )) as { rows: { n: number }[] };
  if (empty.rows[0]!.n > 0) throw new Error(`${empty.rows[0]!.n} conversations without messages`);
  await knex.raw('VACUUM ANALYZE');
  const busy = (await knex('users').where({ email: BUSY_EMAIL }).first('id')) as { id: string };
  return { busyId: busy.id, threadId: await busyThread(knex, busy.id) };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The thread the benchmark opens: the busy person's longest one (as host). */
export async function busyThread(knex: Knex, busyId: string): Promise<string> {
  const row = (await knex.raw(
    `SELECT c.id FROM conversations c WHERE c.host_id = ?
      ORDER BY (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) DESC LIMIT 1`,
    [busyId],
  )) as { rows: { id: string }[] };
  return row.rows[0]!.id;
}
