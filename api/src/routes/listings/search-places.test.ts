import { SEARCH_TOTAL_CAP } from '@shoreline/shared-domain/searchFilters';
import type { ListingSort, SearchPage } from '@shoreline/shared-domain/types';
import { PLACES_WALKED_ONE_BY_ONE } from '../../db/listing-search-sql';
import { buildTestApp, listingInput, type TestApp, type TestUser } from '../../test/build-test-app';

// Issue 10 at scale: a location is matched against places (city, country), each with its count of
// public listings kept by trigger, and a dated total subtracts the taken listings per place. These
// tests hold those derived numbers to what a renter sees, through every way a listing changes.

let t: TestApp;
let host: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const totalOf = async (query: string) => (await search(query)).total;
const call = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host.headers, ...(payload ? { payload } : {}) });

const window = { availableFrom: '2030-01-01', availableTo: '2030-12-31' };

it("keeps each place's total as listings are created, deactivated, moved and deleted", async () => {
  const first = await t.createListing(host, { city: 'Countport', country: 'Tallyland', ...window });
  const second = await t.createListing(host, { city: 'Countport', country: 'Tallyland', ...window });
  expect(await totalOf('location=countport')).toBe(2);

  expect((await call('PATCH', `/api/listings/${first}/status`, { isActive: false })).statusCode).toBe(200);
  expect(await totalOf('location=countport')).toBe(1);
  expect((await call('PATCH', `/api/listings/${first}/status`, { isActive: true })).statusCode).toBe(200);
  expect(await totalOf('location=countport')).toBe(2);

  // Its taken nights move with it: the dated search of the new place must still exclude it.
  await t.insertBooking({
    listingId: second,
    renter,
    startDate: '2030-06-10',
    endDate: '2030-06-12',
    status: 'approved',
  });
  const moved = listingInput({ city: 'Movedham', country: 'Tallyland', ...window });
  expect((await call('PUT', `/api/listings/${second}`, moved)).statusCode).toBe(200);
  expect(await totalOf('location=countport')).toBe(1);
  expect(await totalOf('location=movedham')).toBe(1);
  const dated = await search('location=movedham&checkin=2030-06-11&checkout=2030-06-14');
  expect(dated).toMatchObject({ items: [], total: 0 });
  expect(await totalOf('location=movedham&checkin=2030-06-12&checkout=2030-06-14')).toBe(1);

  expect((await call('DELETE', `/api/listings/${first}`)).statusCode).toBe(204);
  expect(await search('location=countport')).toMatchObject({ items: [], total: 0 });
});

it('counts a dated search exactly: each taken listing once, and only the ones that fit', async () => {
  const ids: string[] = [];
  for (const price of [50, 60, 70, 80, 500]) {
    ids.push(
      await t.createListing(host, {
        city: 'Exactbay',
        country: 'Tallyland',
        pricePerNight: price,
        ...window,
      }),
    );
  }
  // Outside the stay's window: never a match, taken or not.
  await t.createListing(host, {
    city: 'Exactbay',
    country: 'Tallyland',
    pricePerNight: 90,
    availableFrom: '2030-08-01',
    availableTo: '2030-12-31',
  });
  // ids[0] is taken twice on those nights (a stay and a block), ids[3] once; ids[4] is over the price.
  for (const [listingId, startDate, endDate] of [
    [ids[0]!, '2030-07-01', '2030-07-03'],
    [ids[3]!, '2030-07-02', '2030-07-04'],
  ] as const) {
    await t.insertBooking({ listingId, renter, startDate, endDate, status: 'approved' });
  }
  const block = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${ids[0]}/blocks`,
    headers: host.headers,
    payload: { startDate: '2030-07-03', endDate: '2030-07-05' },
  });
  expect(block.statusCode).toBe(201);

  const stay = 'location=exactbay&checkin=2030-07-02&checkout=2030-07-06';
  const dated = await search(stay);
  expect(dated.total).toBe(3);
  expect(new Set(dated.items.map((l) => l.id))).toEqual(new Set([ids[1], ids[2], ids[4]]));
  const priced = await search(`${stay}&maxPrice=100`);
  expect(priced.total).toBe(2);
  expect(new Set(priced.items.map((l) => l.id))).toEqual(new Set([ids[1], ids[2]]));
  // Without dates the window does not matter: four in range plus the one open from August.
  expect(await totalOf('location=exactbay&maxPrice=100')).toBe(5);
});

it(`says "${SEARCH_TOTAL_CAP}+" for dates only when more than ${SEARCH_TOTAL_CAP} are free`, async () => {
  const fill = (city: string, count: number) =>
    t.knex.raw(
      `INSERT INTO listings (host_id, title, description, price_per_night, address, city, country, available_from, available_to,
                             max_guests, property_type, bedrooms, beds, bathrooms)
       SELECT ?, 'Bulk ' || g, 'D', 100, 'A', ?, 'Capland', '2030-01-01', '2030-12-31', 2, 'flat', 1, 1, 1
         FROM generate_series(1, ?) g`,
      [host.user.id, city, count],
    );
  const takeSome = async (city: string, count: number) => {
    const rows = (await t.knex('listings').where({ city }).limit(count).select('id')) as { id: string }[];
    for (const row of rows) {
      await t.insertBooking({
        listingId: row.id,
        renter,
        startDate: '2030-09-01',
        endDate: '2030-09-04',
        status: 'approved',
      });
    }
  };
  // Free: exactly the cap, then one more.
  await fill('Atcap', SEARCH_TOTAL_CAP + 3);
  await takeSome('Atcap', 3);
  await fill('Overcap', SEARCH_TOTAL_CAP + 4);
  await takeSome('Overcap', 3);
  const stay = 'checkin=2030-09-02&checkout=2030-09-05';
  expect(await search(`location=atcap&${stay}`)).toMatchObject({
    total: SEARCH_TOTAL_CAP,
    totalCapped: false,
  });
  expect(await search(`location=overcap&${stay}`)).toMatchObject({
    total: SEARCH_TOTAL_CAP,
    totalCapped: true,
  });
}, 60000);

describe(`a term matching more than ${PLACES_WALKED_ONE_BY_ONE} places`, () => {
  const places = PLACES_WALKED_ONE_BY_ONE + 6;
  const listings: { id: string; price: number }[] = [];
  beforeAll(async () => {
    for (let n = 1; n <= places; n += 1) {
      const price = 40 + ((n * 37) % 90);
      const id = await t.createListing(host, {
        city: `Manyplace ${n}`,
        country: 'Tallyland',
        pricePerNight: price,
      });
      listings.push({ id, price });
    }
  }, 60000);

  const expected: Record<'newest' | 'price-asc', () => string[]> = {
    newest: () => [...listings].reverse().map((l) => l.id),
    'price-asc': () =>
      [...listings].sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1)).map((l) => l.id),
  };

  it.each(Object.keys(expected) as ('newest' | 'price-asc')[])(
    'pages through all of them by %s',
    async (sort: ListingSort) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchPage = await search(
          `location=manyplace&sort=${sort}&limit=20${cursor ? `&cursor=${cursor}` : ''}`,
        );
        if (!cursor) expect(page.total).toBe(places);
        ids.push(...page.items.map((l) => l.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(ids).toEqual(expected[sort as 'newest' | 'price-asc']());
    },
  );
});
