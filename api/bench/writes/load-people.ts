// The writes benchmark's people and places (issue 28 item 6), added to whatever database it is given
// (its own, or bench:scale's marketplace): HOSTS hosts with LISTINGS_PER_HOST listings each and
// RENTERS renters, all under one run tag so that several runs on one database never share a row.
// Every listing is open for the next WINDOW_DAYS days: booking requests take nights in the first part
// (pending requests may overlap each other), approvals their own 2-night slots in the rest.
import type { Knex } from 'knex';
import { createKnex } from '../../src/db/connect-database';
import { hashPassword } from '../../src/lib/password';

export const HOSTS = 50;
export const LISTINGS_PER_HOST = 10;
export const RENTERS = 200;
export const WINDOW_DAYS = 900;
/** Booking requests start within the first REQUEST_DAYS days; approval slots come after them. */
export const REQUEST_DAYS = 300;
const PASSWORD = 'Bench-Writes-2026';

export interface Person {
  id: string;
  email: string;
}

export interface People {
  tag: string;
  hosts: Person[];
  renters: Person[];
  /** Listing ids, with their host's index in `hosts`. */
  listings: { id: string; host: number }[];
}

/** Inserts the run's hosts, renters and listings (one password for all: hashing it once is enough). */
export async function loadPeople(databaseUrl: string): Promise<People> {
  const tag = `w${Date.now().toString(36)}`;
  const db = createKnex(databaseUrl, { databasePoolMax: 1 });
  try {
    const hash = await hashPassword(PASSWORD);
    const insertUsers = async (kind: string, count: number, roles: string) =>
      (
        await db.raw(
          `INSERT INTO users (name, email, password_hash, roles)
           SELECT 'Bench ' || ? || ' ' || g, 'bench-' || ? || '-' || ? || '-' || g || '@example.test', ?, ?::text[]
             FROM generate_series(1, ?) g
           RETURNING id, email`,
          [kind, tag, kind, hash, roles, count],
        )
      ).rows as Person[];
    const hosts = await insertUsers('host', HOSTS, '{renter,host}');
    const renters = await insertUsers('renter', RENTERS, '{renter}');
    const listings = (
      await db.raw(
        `INSERT INTO listings (host_id, title, description, price_per_night, address, city, country,
                               available_from, available_to, max_guests, property_type, bedrooms, beds, bathrooms)
         SELECT h.id, 'Bench writes ' || h.n || '.' || k, 'Bench', 100 + k, k || ' Bench Road', 'Benchtown',
                'United Kingdom', current_date - 10, current_date + ?::int, 4, 'house', 2, 3, 1
           FROM unnest(?::uuid[]) WITH ORDINALITY AS h(id, n)
          CROSS JOIN generate_series(1, ?) k
         RETURNING id, host_id`,
        [WINDOW_DAYS, hosts.map((host) => host.id), LISTINGS_PER_HOST],
      )
    ).rows as { id: string; host_id: string }[];
    await db.raw('ANALYZE users; ANALYZE listings');
    const hostIndex = new Map(hosts.map((host, index) => [host.id, index]));
    return {
      tag,
      hosts,
      renters,
      listings: listings.map((row) => ({ id: row.id, host: hostIndex.get(row.host_id) ?? 0 })),
    };
  } finally {
    await db.destroy();
  }
}

/** Session cookies of `people` on the API at `base`, signed in four at a time (scrypt is slow). */
export async function signInAll(base: string, people: readonly Person[]): Promise<string[]> {
  const cookies: string[] = new Array<string>(people.length);
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const index = next;
      next += 1;
      const res = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: people[index]!.email, password: PASSWORD }),
      });
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      cookies[index] = cookie;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return cookies;
}

/**
 * `count` pending requests for the hosts to approve, made now (so none has expired), each in its own
 * 2-night slot after REQUEST_DAYS (slots `firstSlot` on, so later batches never overlap earlier ones:
 * an approval declines nothing and cannot fail on taken nights), each with its conversation, as a
 * request made through the API has. Returns them with their host's index, listing by listing.
 */
export async function loadPendingRequests(
  databaseUrl: string,
  people: People,
  count: number,
  firstSlot: number,
): Promise<{ id: string; host: number }[]> {
  const db: Knex = createKnex(databaseUrl, { databasePoolMax: 1 });
  try {
    const perListing = Math.ceil(count / people.listings.length);
    if (REQUEST_DAYS + 2 * (firstSlot + perListing) >= WINDOW_DAYS) throw new Error('out of approval slots');
    const rows = (
      await db.raw(
        `INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
         SELECT l.id, l.host_id, r.id,
                current_date + ?::int + 2 * (? + s), current_date + ?::int + 2 * (? + s) + 2, 200, 'pending'
           FROM (SELECT id, host_id, (row_number() OVER (ORDER BY id))::int AS n
                   FROM listings WHERE id = ANY (?::uuid[])) l
          CROSS JOIN generate_series(0, ? - 1) s
           JOIN unnest(?::uuid[]) WITH ORDINALITY AS r(id, n) ON r.n = 1 + (l.n * 7 + s) % ?
         RETURNING id, host_id`,
        [
          REQUEST_DAYS,
          firstSlot,
          REQUEST_DAYS,
          firstSlot,
          people.listings.map((listing) => listing.id),
          perListing,
          people.renters.map((renter) => renter.id),
          people.renters.length,
        ],
      )
    ).rows as { id: string; host_id: string }[];
    await db.raw(
      `INSERT INTO conversations (listing_id, renter_id, host_id)
       SELECT DISTINCT listing_id, renter_id, host_id FROM bookings WHERE id = ANY (?::uuid[])
       ON CONFLICT (renter_id, listing_id) DO NOTHING`,
      [rows.map((row) => row.id)],
    );
    await db.raw('ANALYZE bookings');
    const hostIndex = new Map(people.hosts.map((host, index) => [host.id, index]));
    return rows.slice(0, count).map((row) => ({ id: row.id, host: hostIndex.get(row.host_id) ?? 0 }));
  } finally {
    await db.destroy();
  }
}
