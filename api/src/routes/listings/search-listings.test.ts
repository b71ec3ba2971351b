import { MESSAGES } from '@shoreline/shared-domain/messages';
import { matchesSearch } from '@shoreline/shared-domain/search';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';
import { insertReview } from '../../test/insert-review';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;
const ids: Record<string, string> = {};

const PLACES = [
  {
    key: 'lisbon',
    city: 'Lisbon',
    country: 'Portugal',
    availableFrom: '2030-01-01',
    availableTo: '2030-12-31',
  },
  {
    key: 'porto',
    city: 'Porto',
    country: 'Portugal',
    availableFrom: '2030-06-01',
    availableTo: '2030-09-30',
  },
  {
    key: 'biarritz',
    city: 'Biarritz',
    country: 'France',
    availableFrom: '2030-03-01',
    availableTo: '2030-10-31',
  },
  {
    key: 'brighton',
    city: 'Brighton',
    country: 'United Kingdom',
    availableFrom: '2030-01-01',
    availableTo: '2030-07-15',
  },
  {
    key: 'percent',
    city: '100% Beach',
    country: 'Nowhere',
    availableFrom: '2030-01-01',
    availableTo: '2030-12-31',
  },
];

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
  for (const place of PLACES) {
    const { key, ...fields } = place;
    ids[key] = await t.createListing(host, {
      ...fields,
      title: `Stay in ${fields.city}`,
      photos: [`/uploads/listings/${key}-1.jpg`, `/uploads/listings/${key}-2.jpg`],
    });
  }
  ids.inactive = await t.createListing(host, { city: 'Lisbon', isActive: false });
  ids.deleted = await t.createListing(host, { city: 'Lisbon' });
  await t.app.listingsRepository.softDelete(ids.deleted);
});
afterAll(() => t.close());

async function search(query = ''): Promise<Page<ListingSummary>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/listings', () => {
  it('lists active, not deleted listings newest first with the summary fields', async () => {
    const page = await search();
    expect(page.items.map((l) => l.id)).toEqual(
      ['percent', 'brighton', 'biarritz', 'porto', 'lisbon'].map((key) => ids[key]),
    );
    expect(page.nextCursor).toBeNull();
    expect(page.items[0]).toEqual({
      id: ids.percent,
      title: 'Stay in 100% Beach',
      pricePerNight: 120,
      city: '100% Beach',
      country: 'Nowhere',
      availableFrom: '2030-01-01',
      availableTo: '2030-12-31',
      isActive: true,
      photo: {
        url: '/uploads/listings/percent-1.jpg',
        width: 1200,
        height: 800,
        variants: [400, 800, 1200].map((width) => ({
          url: `/uploads/listings/percent-1.w${width}.webp`,
          width,
        })),
      },
      averageRating: null,
      reviewCount: 0,
      createdAt: expect.any(String),
      // The card's facts (issue 24), as listingInput gives them.
      maxGuests: 4,
      propertyType: 'flat',
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
    });
  });

  it('matches the location as a case-insensitive substring of city or country', async () => {
    expect((await search('?location=PORT')).items.map((l) => l.city).sort()).toEqual(['Lisbon', 'Porto']);
    expect((await search('?location=kingdom')).items.map((l) => l.city)).toEqual(['Brighton']);
    expect((await search('?location=%20%20')).items).toHaveLength(5);
  });

  it('treats % and _ in the location literally', async () => {
    expect((await search('?location=100%25')).items.map((l) => l.city)).toEqual(['100% Beach']);
    expect((await search('?location=_')).items).toHaveLength(0);
  });

  it('with both dates, keeps listings whose window contains the stay, as shared-domain matchesSearch', async () => {
    const criteria = { checkin: '2030-06-10', checkout: '2030-07-20' };
    const page = await search(`?checkin=${criteria.checkin}&checkout=${criteria.checkout}`);
    const expected = PLACES.filter((p) => matchesSearch(p, criteria)).map((p) => ids[p.key]);
    expect(page.items.map((l) => l.id).sort()).toEqual(expected.sort());
    expect(page.items.map((l) => l.city).sort()).toEqual(['100% Beach', 'Biarritz', 'Lisbon', 'Porto']);
  });

  it('ignores a single date (SPEC 5: both dates filter)', async () => {
    expect((await search('?checkin=2030-12-01')).items).toHaveLength(5);
  });

  it('averages approved reviews only, with their count', async () => {
    const stays = [
      ['2029-01-01', '2029-01-03', 5, 'approved'],
      ['2029-02-01', '2029-02-03', 4, 'approved'],
      ['2029-03-01', '2029-03-03', 1, 'pending'],
      ['2029-04-01', '2029-04-03', 1, 'rejected'],
    ] as const;
    for (const [startDate, endDate, rating, status] of stays) {
      await insertReview(t, { listingId: ids.biarritz!, renter, rating, startDate, endDate, status });
    }
    const [biarritz] = (await search('?location=biarritz')).items;
    expect(biarritz?.averageRating).toBe(4.5);
    expect(biarritz?.reviewCount).toBe(2);
  });

  it('pages with a cursor without skipping or repeating a listing', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page<ListingSummary> = await search(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((l) => l.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual((await search()).items.map((l) => l.id));
  });

  it('defaults to 12 per page', async () => {
    for (let i = 0; i < 10; i += 1) await t.createListing(host, { city: `Filler ${i}` });
    const page = await search();
    expect(page.items).toHaveLength(12);
    expect(page.nextCursor).not.toBeNull();
  });

  it.each([
    ['?limit=51', /limit/],
    ['?limit=0', /limit/],
    ['?limit=abc', /limit/],
    ['?cursor=garbage', new RegExp(MESSAGES.invalidRequest.replace('.', '\\.'))],
    ['?checkin=2030-02-30&checkout=2030-03-02', new RegExp(MESSAGES.dateInvalid)],
    ['?checkin=tomorrow&checkout=2030-03-02', new RegExp(MESSAGES.dateInvalid)],
    ['?checkin=2030-03-02&checkout=2030-03-01', new RegExp(MESSAGES.checkOutBeforeCheckIn)],
    ['?checkin=2030-03-02&checkout=2030-03-02', new RegExp(MESSAGES.checkOutBeforeCheckIn)],
  ])('answers 400 for %s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});

describe('caching of GET /api/listings', () => {
  it('lets a visitor keep the feed briefly (short max-age, stale-while-revalidate)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings?limit=8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });

  it('never caches a signed-in answer, nor a refusal', async () => {
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/listings', headers: renter.headers });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const refused = await t.app.inject({ method: 'GET', url: '/api/listings?checkin=tomorrow' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('private, no-cache');
  });
});
