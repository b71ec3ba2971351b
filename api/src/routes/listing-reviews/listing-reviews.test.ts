import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking, ListingReviews } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser({ name: 'Ana Silva' });
});
afterAll(() => t.close());

let stays = 0;
async function insertReview(
  listingId: string,
  who: TestUser,
  rating: number,
  status: string,
  createdAt: string,
) {
  stays += 1;
  const startDate = `2023-01-${String(stays).padStart(2, '0')}`;
  const endDate = `2023-01-${String(stays + 1).padStart(2, '0')}`;
  const bookingId = await t.insertBooking({ listingId, renter: who, startDate, endDate, status: 'approved' });
  const [row] = await t
    .knex('reviews')
    .insert({
      listing_id: listingId,
      reviewer_id: who.user.id,
      booking_id: bookingId,
      rating,
      comment: `Rated ${rating}`,
      status,
      created_at: createdAt,
    })
    .returning('id');
  return (row as { id: string }).id;
}

describe('GET /api/listings/:id/reviews', () => {
  it('shows and counts approved reviews only, newest first, average to one decimal', async () => {
    const listingId = await t.createListing(host);
    const old = await insertReview(listingId, renter, 5, 'approved', '2024-02-01T10:00:00Z');
    const recent = await insertReview(listingId, renter, 4, 'approved', '2024-03-01T10:00:00Z');
    const middle = await insertReview(listingId, renter, 4, 'approved', '2024-02-15T10:00:00Z');
    await insertReview(listingId, renter, 1, 'pending', '2024-04-01T10:00:00Z');
    await insertReview(listingId, renter, 1, 'rejected', '2024-04-02T10:00:00Z');

    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListingReviews;
    expect(body.items.map((review) => review.id)).toEqual([recent, middle, old]);
    expect(body.reviewCount).toBe(3);
    expect(body.averageRating).toBe(4.3);
    expect(body.items[0]).toMatchObject({ reviewerName: 'Ana Silva', status: 'approved', rating: 4 });
  });

  it('answers an empty list with a null average, 404 for an unknown listing and 400 for a bad id', async () => {
    const listingId = await t.createListing(host);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` });
    expect(res.json()).toEqual({ items: [], averageRating: null, reviewCount: 0 });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/listings/00000000-0000-4000-8000-000000000000/reviews',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.listingNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings/zzz/reviews' })).statusCode).toBe(400);
  });
});

describe('GET /api/listings/:id/reviewable-bookings', () => {
  it("lists only the caller's approved, finished, unreviewed stays at this listing", async () => {
    const me = await t.createUser();
    const listingId = await t.createListing(host);
    const elsewhere = await t.createListing(host);
    const eligible = await t.insertBooking({
      listingId,
      renter: me,
      startDate: '2024-05-01',
      endDate: '2024-05-04',
      status: 'approved',
    });
    const reviewed = await t.insertBooking({
      listingId,
      renter: me,
      startDate: '2024-06-01',
      endDate: '2024-06-04',
      status: 'approved',
    });
    await t.knex('reviews').insert({
      listing_id: listingId,
      reviewer_id: me.user.id,
      booking_id: reviewed,
      rating: 5,
      comment: 'Done',
    });
    await t.insertBooking({
      listingId,
      renter: me,
      startDate: '2030-05-01',
      endDate: '2030-05-04',
      status: 'approved',
    });
    await t.insertBooking({
      listingId,
      renter: me,
      startDate: '2024-07-01',
      endDate: '2024-07-04',
      status: 'rejected',
    });
    await t.insertBooking({
      listingId,
      renter,
      startDate: '2024-08-01',
      endDate: '2024-08-04',
      status: 'approved',
    });
    await t.insertBooking({
      listingId: elsewhere,
      renter: me,
      startDate: '2024-08-01',
      endDate: '2024-08-04',
      status: 'approved',
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}/reviewable-bookings`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Booking[]).map((booking) => booking.id)).toEqual([eligible]);
  });

  it('answers 401 signed out and 404 for an unknown listing', async () => {
    const listingId = await t.createListing(host);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviewable-bookings` }))
        .statusCode,
    ).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/listings/00000000-0000-4000-8000-000000000000/reviewable-bookings',
      headers: renter.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['deleted', true],
    ['inactive', false],
  ])(
    'answers 404 for a %s listing, as its page does (POST /api/reviews refuses it too)',
    async (_state, remove) => {
      const me = await t.createUser();
      const listingId = await t.createListing(host);
      await t.insertCompletedStay(listingId, me);
      const path = `/api/listings/${listingId}`;
      const changed = remove
        ? await t.app.inject({ method: 'DELETE', url: path, headers: host.headers })
        : await t.app.inject({
            method: 'PATCH',
            url: `${path}/status`,
            headers: host.headers,
            payload: { isActive: false },
          });
      expect(changed.statusCode).toBe(remove ? 204 : 200);
      const res = await t.app.inject({
        method: 'GET',
        url: `${path}/reviewable-bookings`,
        headers: me.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.listingNotFound);
    },
  );
});
