import type { AmenityId } from '@shoreline/shared-domain/amenities';
import type { PropertyType } from '@shoreline/shared-domain/listingFacts';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSort, SearchPage } from '@shoreline/shared-domain/types';
import { errorBody } from '../../lib/http-errors';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

// Issue 24: search by guests, type of place, minimum bedrooms and amenities (all present), combined
// with place, dates, price and each order, paged by cursor, with totals that count only the matches.

let t: TestApp;
let host: TestUser;
let renter: TestUser;

interface Spec {
  type: PropertyType;
  guests: number;
  bedrooms: number;
  amenities: AmenityId[];
  price: number;
}

/** Eight listings in "Factport", oldest first; each filter keeps a different set. */
const SPECS: Spec[] = [
  { type: 'flat', guests: 2, bedrooms: 1, amenities: ['wifi'], price: 80 },
  { type: 'flat', guests: 4, bedrooms: 2, amenities: ['wifi', 'kitchen', 'parking'], price: 120 },
  { type: 'house', guests: 6, bedrooms: 3, amenities: ['wifi', 'parking', 'pool'], price: 200 },
  { type: 'villa', guests: 10, bedrooms: 5, amenities: ['wifi', 'parking', 'sea-view', 'pool'], price: 400 },
  { type: 'villa', guests: 4, bedrooms: 2, amenities: ['wifi', 'sea-view'], price: 250 },
  { type: 'cottage', guests: 4, bedrooms: 2, amenities: ['kitchen', 'parking'], price: 90 },
  { type: 'room', guests: 1, bedrooms: 1, amenities: [], price: 40 },
  { type: 'house', guests: 8, bedrooms: 4, amenities: ['wifi', 'kitchen', 'parking'], price: 150 },
];
const ids: string[] = [];
/** Taken on the stay searched below: an approved booking overlapping it. */
const TAKEN = 2;
const STAY = 'checkin=2030-06-10&checkout=2030-06-13';

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
  for (const spec of SPECS) {
    ids.push(
      await t.createListing(host, {
        city: 'Factport',
        country: 'Testland',
        pricePerNight: spec.price,
        propertyType: spec.type,
        maxGuests: spec.guests,
        bedrooms: spec.bedrooms,
        amenities: spec.amenities,
      }),
    );
  }
  await t.insertBooking({
    listingId: ids[TAKEN]!,
    renter,
    startDate: '2030-06-11',
    endDate: '2030-06-12',
    status: 'approved',
  });
});
afterAll(() => t.close());

async function search(query: string): Promise<SearchPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?location=factport&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The ids of the specs that `keep` keeps. */
const where = (keep: (spec: Spec, index: number) => boolean) =>
  SPECS.flatMap((spec, index) => (keep(spec, index) ? [ids[index]!] : []));

const sameSet = (actual: string[], expected: string[]) =>
  expect([...actual].sort()).toEqual([...expected].sort());

describe('each filter', () => {
  it.each([
    ['guests=4', (s: Spec) => s.guests >= 4],
    ['guests=6', (s: Spec) => s.guests >= 6],
    ['type=villa', (s: Spec) => s.type === 'villa'],
    ['type=villa,cottage', (s: Spec) => s.type === 'villa' || s.type === 'cottage'],
    ['minBedrooms=3', (s: Spec) => s.bedrooms >= 3],
    ['minBedrooms=0', () => true],
    ['amenities=parking', (s: Spec) => s.amenities.includes('parking')],
    // Every one chosen must be present, not any of them.
    ['amenities=wifi,parking', (s: Spec) => s.amenities.includes('wifi') && s.amenities.includes('parking')],
    ['amenities=pool,sea-view,kitchen', () => false],
    ['guests=&type=&minBedrooms=&amenities=', () => true],
  ])('%s keeps the listings that match, counted in the total', async (query, keep) => {
    const page = await search(`${query}&limit=50`);
    sameSet(
      page.items.map((item) => item.id),
      where(keep),
    );
    expect(page.total).toBe(where(keep).length);
  });

  it('answers each card with its facts', async () => {
    const page = await search('type=room');
    expect(page.items).toEqual([
      expect.objectContaining({ maxGuests: 1, propertyType: 'room', bedrooms: 1, beds: 2, bathrooms: 1 }),
    ]);
  });
});

describe('combined', () => {
  it('with other facts, all must hold', async () => {
    const page = await search('type=house,villa&minBedrooms=3&amenities=pool&limit=50');
    sameSet(
      page.items.map((item) => item.id),
      [ids[2]!, ids[3]!],
    );
    expect(page.total).toBe(2);
  });

  it('with free dates: a taken listing is left out, of the items and the total', async () => {
    const page = await search(`amenities=wifi,parking&${STAY}&limit=50`);
    const expected = where(
      (s, i) => i !== TAKEN && s.amenities.includes('wifi') && s.amenities.includes('parking'),
    );
    sameSet(
      page.items.map((item) => item.id),
      expected,
    );
    expect(page.total).toBe(expected.length);
  });

  it('with a price range, per night', async () => {
    const page = await search('guests=4&minPrice=100&maxPrice=250&limit=50');
    const expected = where((s) => s.guests >= 4 && s.price >= 100 && s.price <= 250);
    sameSet(
      page.items.map((item) => item.id),
      expected,
    );
    expect(page.total).toBe(expected.length);
  });

  it('without a place, over every listing', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?guests=6&${STAY}&limit=50` });
    const expected = where((s, i) => i !== TAKEN && s.guests >= 6);
    sameSet(
      (res.json() as SearchPage).items.map((item) => item.id),
      expected,
    );
    expect((res.json() as SearchPage).total).toBe(expected.length);
  });

  it('keeps the place total without filters (all eight)', async () => {
    expect((await search('')).total).toBe(SPECS.length);
  });
});

describe('orders and pages', () => {
  const keep = (s: Spec) => s.guests >= 4 && s.amenities.includes('parking');
  // Created one after the other: the last spec is the newest. No reviews: top-rated ties go by id.
  const orders: Record<ListingSort, (a: number, b: number) => number> = {
    newest: (a, b) => b - a,
    'price-asc': (a, b) => SPECS[a]!.price - SPECS[b]!.price,
    'price-desc': (a, b) => SPECS[b]!.price - SPECS[a]!.price,
    'top-rated': (a, b) => (ids[b]! < ids[a]! ? -1 : 1),
  };

  it.each(Object.keys(orders) as ListingSort[])(
    'pages through the filtered matches in %s order, two at a time',
    async (sort) => {
      const expected = SPECS.flatMap((spec, index) => (keep(spec) ? [index] : []))
        .sort(orders[sort])
        .map((index) => ids[index]);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: SearchPage = await search(
          `guests=4&amenities=parking&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.total).toBe(cursor ? null : expected.length);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / 2));
    },
  );
});

describe('bad filter values', () => {
  it.each([
    ['guests=0', MESSAGES.searchGuestsInvalid, 'guests'],
    ['guests=17', MESSAGES.searchGuestsInvalid, 'guests'],
    ['guests=2.5', MESSAGES.searchGuestsInvalid, 'guests'],
    ['guests=four', MESSAGES.searchGuestsInvalid, 'guests'],
    ['minBedrooms=21', MESSAGES.searchBedroomsInvalid, 'minBedrooms'],
    ['minBedrooms=-1', MESSAGES.searchBedroomsInvalid, 'minBedrooms'],
    ['type=castle', MESSAGES.searchPropertyTypeUnknown, 'type'],
    ['type=villa,__proto__', MESSAGES.searchPropertyTypeUnknown, 'type'],
    ['amenities=helipad', MESSAGES.searchAmenityUnknown, 'amenities'],
    ['amenities=wifi,__proto__', MESSAGES.searchAmenityUnknown, 'amenities'],
    ['amenities=constructor', MESSAGES.searchAmenityUnknown, 'amenities'],
  ])('%s answers 400 with its message, code and field', async (query, message, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...errorBody(400, message), fields: [field] });
  });
});
