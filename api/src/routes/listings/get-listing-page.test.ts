import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingPage } from '@shoreline/shared-domain/types';
import { insertReview } from '../../test/insert-review';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { LISTING_PAGE_REVIEWS } from './get-listing-page';

// Issue 10: the listing page in one request, with availability from today on only.

let t: TestApp;
let host: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Costa' });
  renter = await t.createUser({ name: 'Ana Silva' });
  t.setNow(new Date('2030-03-01T12:00:00Z'));
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

const review = (
  listingId: string,
  rating: number,
  startDate: string,
  status: 'approved' | 'pending' = 'approved',
) => insertReview(t, { listingId, renter, rating, startDate, status });

describe('GET /api/listings/:id/page', () => {
  it('answers listing, photos, rating, availability from today and the newest reviews at once', async () => {
    const id = await t.createListing(host, {
      title: 'Harbour loft',
      availableFrom: '2029-01-01',
      availableTo: '2030-12-31',
      photos: ['/uploads/listings/p1.jpg', '/uploads/listings/p2.jpg'],
    });
    // Twelve past stays reviewed (2029), one pending review, a stay and a host block still to come.
    for (let month = 1; month <= 12; month += 1) {
      await review(id, month % 2 ? 5 : 4, `2029-${String(month).padStart(2, '0')}-10`);
    }
    await review(id, 1, '2028-12-01', 'pending');
    await t.insertBooking({
      listingId: id,
      renter,
      startDate: '2030-03-10',
      endDate: '2030-03-15',
      status: 'approved',
    });
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/blocks`,
      headers: host.headers,
      payload: { startDate: '2030-04-01', endDate: '2030-04-03' },
    });
    expect(block.statusCode).toBe(201);

    const res = await get(`/api/listings/${id}/page`);
    expect(res.statusCode).toBe(200);
    const page: ListingPage = res.json();
    expect(page.listing).toMatchObject({
      id,
      title: 'Harbour loft',
      hostName: 'Marina Costa',
      averageRating: 4.5,
      reviewCount: 12,
    });
    expect(page.listing.photos.map((p) => p.url)).toEqual([
      '/uploads/listings/p1.jpg',
      '/uploads/listings/p2.jpg',
    ]);
    // Today is 2030-03-01 (noon UTC is midnight at UTC-12): past stays are not booked, past gaps are not free.
    expect(page.availability).toEqual({
      availableFrom: '2029-01-01',
      availableTo: '2030-12-31',
      booked: [
        { start: '2030-03-10', end: '2030-03-15' },
        { start: '2030-04-01', end: '2030-04-03' },
      ],
      free: [
        { start: '2030-03-01', end: '2030-03-10' },
        { start: '2030-03-15', end: '2030-04-01' },
        { start: '2030-04-03', end: '2030-12-31' },
      ],
    });
    expect(page.reviews.averageRating).toBe(4.5);
    expect(page.reviews.reviewCount).toBe(12);
    expect(page.reviews.items).toHaveLength(LISTING_PAGE_REVIEWS);
    // Newest first, as GET /api/listings/:id/reviews lists them, with the same fields.
    const all = (await get(`/api/listings/${id}/reviews`)).json();
    expect(page.reviews.items).toEqual(all.items.slice(0, LISTING_PAGE_REVIEWS));
  });

  it('gives the same free ranges with 500 past stays as with none', async () => {
    const busy = await t.createListing(host, { availableFrom: '2028-01-01', availableTo: '2030-12-31' });
    const quiet = await t.createListing(host, { availableFrom: '2028-01-01', availableTo: '2030-12-31' });
    await t.knex.raw(
      `INSERT INTO bookings (listing_id, host_id, renter_id, start_date, end_date, total_price, status)
       SELECT ?, ?, ?, date '2028-01-01' + g, date '2028-01-01' + g + 1, 100, 'approved'
         FROM generate_series(0, 499) g`,
      [busy, host.user.id, renter.user.id],
    );
    const [a, b] = await Promise.all([get(`/api/listings/${busy}/page`), get(`/api/listings/${quiet}/page`)]);
    expect(a.json().availability).toEqual(b.json().availability);
    expect(a.json().availability.booked).toEqual([]);
  });

  it("keeps a visitor's answer for its max-age, never a signed-in one's, and forgets it when this replica writes", async () => {
    const id = await t.createListing(host, { title: 'Kept loft' });
    const url = `/api/listings/${id}/page`;
    const find = jest.spyOn(t.app.listingPagesRepository, 'find');
    try {
      const first = await get(url);
      expect(first.headers['cache-control']).toMatch(/^public, max-age=30, stale-while-revalidate=/);
      expect(String(first.headers.vary)).toMatch(/cookie/i);
      find.mockClear();
      const again = await get(url);
      expect(again.json()).toEqual(first.json());
      expect(find).not.toHaveBeenCalled();
      // Signed in: read every time, never public.
      const mine = await get(url, renter);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      expect(find).toHaveBeenCalledTimes(1);
      // The host takes it offline: the next visitor is told so, not shown the kept page.
      await t.app.listingsRepository.setActive(id, false);
      expect((await get(url)).statusCode).toBe(404);
    } finally {
      find.mockRestore();
    }
  });

  it('answers 404 for an inactive listing to others, 404 for an unknown one, 400 for a malformed id', async () => {
    const id = await t.createListing(host, { isActive: false });
    expect((await get(`/api/listings/${id}/page`, renter)).statusCode).toBe(404);
    expect((await get(`/api/listings/${id}/page`, host)).statusCode).toBe(200);
    expect((await get('/api/listings/00000000-0000-4000-8000-000000000000/page')).statusCode).toBe(404);
    expect((await get('/api/listings/123/page')).statusCode).toBe(400);
  });

  it('answers 410 for a deleted listing, to its host too (search engines drop a page that is gone)', async () => {
    const id = await t.createListing(host);
    await t.app.listingsRepository.softDelete(id);
    for (const user of [undefined, renter, host]) {
      const res = await get(`/api/listings/${id}/page`, user);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({
        statusCode: 410,
        error: 'Gone',
        code: 'LISTING_NOT_FOUND',
        message: MESSAGES.listingNotFound,
      });
    }
  });
});
