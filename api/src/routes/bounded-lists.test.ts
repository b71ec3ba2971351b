// Issue 23 item 3: every list endpoint answers `{ items, nextCursor }`, a keyset page at a time.
// Each list is seeded with rows that tie on their order's keys (same created_at, same position), so
// a page boundary falls inside a run of ties: the pages of 2, put together, must be exactly the one
// page of 100 (no row twice, none lost), and the last page says so (nextCursor null). A cursor that
// is not one of this list's is a 400 with a clear message, as is a limit out of bounds.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;
let admin: TestUser;
let listingId: string;

/** The same instant for every tied row (microseconds included: ties are exact). */
const TIE = '2026-03-01T10:00:00.123456Z';

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
  listingId = await t.createListing(host, { availableFrom: '2024-01-01', availableTo: '2031-12-31' });
  for (let n = 1; n <= 4; n += 1) await t.createListing(host);
  await t.knex('listings').where({ host_id: host.user.id }).update({ created_at: TIE });

  // Seven past stays of the renter (one week each, apart), tied on created_at but one.
  const stays: string[] = [];
  for (let n = 0; n < 7; n += 1) {
    const start = `2024-0${n + 1}-01`;
    const end = `2024-0${n + 1}-05`;
    stays.push(
      await t.insertBooking({ listingId, renter, startDate: start, endDate: end, status: 'approved' }),
    );
  }
  await t.knex('bookings').whereIn('id', stays.slice(1)).update({ created_at: TIE });
  // Four of them reviewed (pending moderation), tied too; three are left to review.
  await t.knex('reviews').insert(
    stays.slice(0, 4).map((bookingId) => ({
      listing_id: listingId,
      reviewer_id: renter.user.id,
      booking_id: bookingId,
      rating: 4,
      comment: 'Fine',
      status: 'pending',
      created_at: TIE,
    })),
  );
  // Five rejected host requests of the renter, all at the same instant.
  await t.knex('host_requests').insert(
    Array.from({ length: 5 }, () => ({
      user_id: renter.user.id,
      name: renter.user.name,
      email: renter.user.email,
      reason: 'r',
      status: 'rejected',
      created_at: TIE,
    })),
  );
  // Five destinations, three at the same position and instant (older data could leave such ties).
  const image = await t.createUpload(admin, { folder: 'destinations', name: 'place.jpg' });
  await t.knex('destinations').insert(
    [0, 1, 1, 1, 2].map((order, n) => ({
      name: `Place ${n}`,
      image_path: image.key,
      order,
      created_at: TIE,
    })),
  );
  // Four more sessions of the renter, all last seen at the same instant.
  for (let n = 0; n < 4; n += 1) await t.sessionFor(renter.user);
  await t.knex('sessions').where({ user_id: renter.user.id }).update({ last_seen_at: TIE });
  // The renter saved the host's five listings, all at the same instant (issue 24 item 6).
  const saved = (await t.knex('listings').where({ host_id: host.user.id }).pluck('id')) as string[];
  await t
    .knex('favourites')
    .insert(saved.map((id) => ({ user_id: renter.user.id, listing_id: id, created_at: TIE })));
  // Four conversations of the renter, each reported, the reports at the same instant (issue 25).
  const conversations = (await t
    .knex('conversations')
    .insert(
      saved.slice(0, 4).map((id) => ({ listing_id: id, renter_id: renter.user.id, host_id: host.user.id })),
    )
    .returning('id')) as { id: string }[];
  await t.knex('conversation_reports').insert(
    conversations.map(({ id }) => ({
      conversation_id: id,
      reporter_id: renter.user.id,
      reason: 'r',
      created_at: TIE,
    })),
  );
}, 60000);

afterAll(async () => {
  await t.close();
});

interface Page {
  items: { id: string }[];
  nextCursor: string | null;
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

async function get(url: string, headers?: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** Every id of the list, a page of `limit` at a time, following nextCursor. */
async function pageThrough(url: string, headers: Record<string, string> | undefined, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await get(withQuery(url, query), headers);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 20);
  return { ids, pages };
}

const LISTS = [
  { url: '/api/bookings/mine', who: () => renter, count: 7, max: 100 },
  { url: '/api/host/bookings', who: () => host, count: 7, max: 100 },
  { url: '/api/host/listings', who: () => host, count: 5, max: 100 },
  { url: '/api/reviews/mine', who: () => renter, count: 4, max: 100 },
  { url: '/api/admin/reviews?status=pending', who: () => admin, count: 4, max: 100 },
  { url: '/api/admin/host-requests?status=rejected', who: () => admin, count: 5, max: 100 },
  { url: '/api/destinations', who: () => null, count: 5, max: 100 },
  { url: '/api/me/sessions', who: () => renter, count: 5, max: 100 },
  { url: '/api/me/favourites', who: () => renter, count: 5, max: 100 },
  { url: '/api/admin/conversation-reports', who: () => admin, count: 4, max: 100 },
  {
    name: '/api/listings/:id/reviewable-bookings',
    url: () => `/api/listings/${listingId}/reviewable-bookings`,
    who: () => renter,
    count: 3,
    max: 100,
  },
  // The host's public page (issue 24 item 7): the same five listings, to anyone.
  {
    name: '/api/hosts/:id/listings',
    url: () => `/api/hosts/${host.user.id}/listings`,
    who: () => null,
    count: 5,
    max: 100,
  },
] as const;

const urlOf = (list: (typeof LISTS)[number]) => (typeof list.url === 'function' ? list.url() : list.url);
const headersOf = (list: (typeof LISTS)[number]) => list.who()?.headers;

describe.each(LISTS.map((list) => ['name' in list ? list.name : list.url, list] as const))(
  '%s',
  (_name, list) => {
    it('pages through ties exactly: the pages of 2 are the one big page, the last with no cursor', async () => {
      const whole = await get(withQuery(urlOf(list), 'limit=100'), headersOf(list));
      expect(whole.statusCode).toBe(200);
      const all = whole.json<Page>();
      expect(all.items).toHaveLength(list.count);
      expect(all.nextCursor).toBeNull();

      const paged = await pageThrough(urlOf(list), headersOf(list), 2);
      expect(paged.ids).toEqual(all.items.map((item) => item.id));
      expect(paged.pages).toBe(Math.ceil(list.count / 2));
    });

    it('answers the first page by default, and refuses a limit out of bounds', async () => {
      const res = await get(urlOf(list), headersOf(list));
      expect(res.statusCode).toBe(200);
      expect(res.json<Page>().items).toHaveLength(list.count);
      for (const limit of [0, list.max + 1, -1]) {
        const refused = await get(withQuery(urlOf(list), `limit=${limit}`), headersOf(list));
        expect(refused.statusCode).toBe(400);
      }
    });

    it('refuses a cursor it did not give with a 400 and a clear message, never a 500', async () => {
      const foreign = Buffer.from(
        JSON.stringify(['another-list', 1, '00000000-0000-4000-8000-000000000000']),
      );
      const bad = [
        'not-a-cursor',
        Buffer.from('{"a":1}').toString('base64url'),
        foreign.toString('base64url'),
        Buffer.from(JSON.stringify(['my-bookings', 'x', 'y'])).toString('base64url'),
        'x'.repeat(301),
      ];
      for (const cursor of bad) {
        const res = await get(
          withQuery(urlOf(list), `cursor=${encodeURIComponent(cursor)}`),
          headersOf(list),
        );
        expect(res.statusCode).toBe(400);
        if (cursor.length <= 300)
          expect(res.json<{ message: string }>().message).toBe(MESSAGES.invalidCursor);
      }
    });
  },
);

it("refuses one list's cursor on another list", async () => {
  const mine = await get('/api/bookings/mine?limit=2', renter.headers);
  const cursor = mine.json<Page>().nextCursor;
  expect(cursor).not.toBeNull();
  const res = await get(`/api/host/bookings?cursor=${cursor}`, host.headers);
  expect(res.statusCode).toBe(400);
  expect(res.json<{ message: string }>().message).toBe(MESSAGES.invalidCursor);
});

it('moves a destination and answers the first page of the new order', async () => {
  const before = (await get('/api/destinations')).json<Page>().items.map((item) => item.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/destinations/${before[1]}/move?limit=2`,
    headers: admin.headers,
    payload: { direction: 'up' },
  });
  expect(res.statusCode).toBe(200);
  const page = res.json<Page>();
  expect(page.items.map((item) => item.id)).toEqual([before[1], before[0]]);
  expect(page.nextCursor).not.toBeNull();
  const rest = await pageThrough('/api/destinations', undefined, 2);
  expect(rest.ids).toEqual([before[1], before[0], ...before.slice(2)]);
});
