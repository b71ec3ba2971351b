import { MESSAGES } from '@shoreline/shared-domain/messages';
import { SEARCH_TOTAL_CAP } from '@shoreline/shared-domain/searchFilters';
import type { ListingSort, SearchPage } from '@shoreline/shared-domain/types';
import { insertReview } from '../../test/insert-review';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

// Issue 10: search by free dates (approved stays and host blocks exclude), price in the chosen
// currency, the four orders with keyset pages across pages, the total, and bad values.

let t: TestApp;
let host: TestUser;
let renter: TestUser;
/** Seven listings in "Sunport", prices and ratings chosen so every order differs. */
const sun: { id: string; price: number; ratings: number[] }[] = [];

/** An approved review with its past stay, ending on the 28th of `startDate`'s month. */
const rate = (listingId: string, rating: number, startDate: string) =>
  insertReview(t, {
    listingId,
    renter,
    rating,
    startDate,
    endDate: `${startDate.slice(0, 8)}28`,
    comment: 'Nice',
  });

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
  const specs = [
    { price: 80, ratings: [4] },
    { price: 150, ratings: [5, 4] },
    { price: 80, ratings: [] },
    { price: 300, ratings: [5] },
    { price: 45.5, ratings: [4, 4] },
    { price: 220, ratings: [5, 5] },
    { price: 120, ratings: [3] },
  ];
  for (const spec of specs) {
    const id = await t.createListing(host, {
      city: 'Sunport',
      country: 'Testland',
      pricePerNight: spec.price,
      availableFrom: '2030-01-01',
      availableTo: '2030-12-31',
    });
    // Past stays (2029) carry the reviews: they never block the 2030 searches.
    for (const [index, rating] of spec.ratings.entries()) {
      await rate(id, rating, `2029-0${index + 1}-01`);
    }
    sun.push({ id, ...spec });
  }
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?location=sunport&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function allPages(query: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: SearchPage = await search(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.total).toBe(cursor ? null : 7);
    ids.push(...page.items.map((l) => l.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

const average = (ratings: number[]) =>
  ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;

describe('free dates', () => {
  it('excludes a listing with an approved stay over any night, and keeps it for the nights around it', async () => {
    const [first] = sun;
    await t.insertBooking({
      listingId: first!.id,
      renter,
      startDate: '2030-03-12',
      endDate: '2030-03-15',
      status: 'approved',
    });
    // A pending request takes nothing.
    await t.insertBooking({ listingId: first!.id, renter, startDate: '2030-04-01', endDate: '2030-04-05' });
    const has = async (checkin: string, checkout: string) =>
      (await search(`checkin=${checkin}&checkout=${checkout}`)).items.some((l) => l.id === first!.id);
    expect(await has('2030-03-12', '2030-03-15')).toBe(false);
    expect(await has('2030-03-14', '2030-03-16')).toBe(false);
    expect(await has('2030-03-10', '2030-03-20')).toBe(false);
    // Check-out day of one stay is the next check-in; the check-in day of a stay can be a check-out.
    expect(await has('2030-03-15', '2030-03-18')).toBe(true);
    expect(await has('2030-03-09', '2030-03-12')).toBe(true);
    expect(await has('2030-04-01', '2030-04-05')).toBe(true);
    expect((await search('checkin=2030-03-12&checkout=2030-03-15')).total).toBe(6);
  });

  it('excludes a listing whose host blocked a night', async () => {
    const blocked = sun[1]!;
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${blocked.id}/blocks`,
      headers: host.headers,
      payload: { startDate: '2030-05-10', endDate: '2030-05-11' },
    });
    expect(block.statusCode).toBe(201);
    const ids = async (checkin: string, checkout: string) =>
      (await search(`checkin=${checkin}&checkout=${checkout}`)).items.map((l) => l.id);
    expect(await ids('2030-05-08', '2030-05-12')).not.toContain(blocked.id);
    expect(await ids('2030-05-11', '2030-05-12')).toContain(blocked.id);
  });

  it('matches nothing for a stay that starts in the past, and a window must contain the stay', async () => {
    expect(await search('checkin=2020-01-01&checkout=2020-01-05')).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      totalCapped: false,
    });
    expect((await search('checkin=2030-12-20&checkout=2031-01-02')).total).toBe(0);
  });
});

describe('price filter', () => {
  it('filters per night in EUR by default, bounds included', async () => {
    const page = await search('minPrice=80&maxPrice=150&limit=50');
    const expected = sun.filter((l) => l.price >= 80 && l.price <= 150).map((l) => l.id);
    expect(page.items.map((l) => l.id).sort()).toEqual(expected.sort());
    expect(page.total).toBe(expected.length);
  });

  it('converts bounds in another currency with the rates the client shows (fallback USD 1.09)', async () => {
    // 80 EUR shows as $87.20, 150 EUR as $163.50.
    const inside = await search('currency=USD&minPrice=87.20&maxPrice=163.50&limit=50');
    expect(inside.items.map((l) => l.pricePerNight).sort()).toEqual([120, 150, 80, 80]);
    const narrower = await search('currency=USD&minPrice=87.21&maxPrice=163.49&limit=50');
    expect(narrower.items.map((l) => l.pricePerNight)).toEqual([120]);
  });
});

describe('orders and their pages', () => {
  const expectations: Record<ListingSort, () => string[]> = {
    newest: () => [...sun].reverse().map((l) => l.id),
    'price-asc': () => [...sun].sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1)).map((l) => l.id),
    'price-desc': () => [...sun].sort((a, b) => b.price - a.price || (a.id < b.id ? 1 : -1)).map((l) => l.id),
    'top-rated': () =>
      [...sun]
        .sort(
          (a, b) =>
            average(b.ratings) - average(a.ratings) ||
            b.ratings.length - a.ratings.length ||
            (a.id < b.id ? 1 : -1),
        )
        .map((l) => l.id),
  };

  it.each(Object.keys(expectations) as ListingSort[])(
    'sorts by %s across pages of 2 without skipping or repeating',
    async (sort) => {
      const { ids, pages } = await allPages(`sort=${sort}`);
      expect(pages).toBe(4);
      expect(ids).toEqual(expectations[sort]());
    },
  );

  it('keeps rating average and count per listing as reviews are approved, rejected and deleted', async () => {
    const target = sun[2]!;
    const card = async () => (await search('limit=50')).items.find((l) => l.id === target.id);
    expect(await card()).toMatchObject({ averageRating: null, reviewCount: 0 });
    await rate(target.id, 2, '2029-05-01');
    await rate(target.id, 5, '2029-06-01');
    expect(await card()).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    await t.knex('reviews').where({ listing_id: target.id, rating: 5 }).update({ status: 'rejected' });
    expect(await card()).toMatchObject({ averageRating: 2, reviewCount: 1 });
    await t.knex('reviews').where({ listing_id: target.id }).delete();
    expect(await card()).toMatchObject({ averageRating: null, reviewCount: 0 });
  });
});

describe('total', () => {
  it(`counts up to ${SEARCH_TOTAL_CAP} matches and says when there are more`, async () => {
    const insert = (count: number, city: string) =>
      t.knex.raw(
        `INSERT INTO listings (host_id, title, description, price_per_night, address, city, country, available_from, available_to,
                               max_guests, property_type, bedrooms, beds, bathrooms)
         SELECT ?, 'Bulk ' || g, 'D', 100, 'A', ?, 'Bulkland', '2030-01-01', '2030-12-31', 2, 'flat', 1, 1, 1
           FROM generate_series(1, ?) g`,
        [host.user.id, city, count],
      );
    await insert(SEARCH_TOTAL_CAP, 'Exactcap');
    await insert(SEARCH_TOTAL_CAP + 1, 'Overcap');
    const exact = await t.app.inject({ method: 'GET', url: '/api/listings?location=exactcap' });
    expect(exact.json()).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: false });
    const over = await t.app.inject({ method: 'GET', url: '/api/listings?location=overcap' });
    expect(over.json()).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  });
});

describe('bad values', () => {
  it.each([
    ['sort=cheapest', MESSAGES.searchSortUnknown],
    ['minPrice=-5', MESSAGES.searchPriceInvalid],
    ['maxPrice=NaN', MESSAGES.searchPriceInvalid],
    ['minPrice=abc', MESSAGES.searchPriceInvalid],
    ['minPrice=200&maxPrice=100', MESSAGES.searchPriceRangeInverted],
    ['currency=XYZ', MESSAGES.searchCurrencyUnknown],
  ])('answers 400 for %s with a clear message', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a cursor of another order', async () => {
    const page = await search('sort=price-asc&limit=2');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings?location=sunport&sort=newest&limit=2&cursor=${page.nextCursor}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidRequest);
  });
});
