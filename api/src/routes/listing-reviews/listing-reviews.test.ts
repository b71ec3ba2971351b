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

interface PublicReviewJson {
  id: string;
  mine: boolean;
}

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
    expect(body.items[0]).toMatchObject({ reviewerName: 'Ana Silva', rating: 4, comment: 'Rated 4' });
  });

  // Issue 20: the public list named the reviewer's id, their booking's and the moderating admin's.
  it("shows only what the page shows: no reviewer's, stay's or moderator's id; `mine` for the author", async () => {
    const admin = await t.createUser({ roles: ['renter', 'admin'] });
    const author = await t.createUser({ name: 'Bruno Lima' });
    const listingId = await t.createListing(host);
    const own = await insertReview(listingId, author, 5, 'approved', '2024-05-02T10:00:00Z');
    const other = await insertReview(listingId, renter, 3, 'approved', '2024-05-01T10:00:00Z');
    await t
      .knex('reviews')
      .whereIn('id', [own, other])
      .update({ reviewed_by: admin.user.id, reviewed_at: '2024-05-03T10:00:00Z' });
    const stays = (await t.knex('reviews').whereIn('id', [own, other]).pluck('booking_id')) as string[];
    const secrets = [author.user.id, renter.user.id, admin.user.id, ...stays];

    const read = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      for (const secret of secrets) expect(res.body).not.toContain(secret);
      return res.json() as { items?: PublicReviewJson[]; reviews?: { items: PublicReviewJson[] } };
    };
    const list = `/api/listings/${listingId}/reviews`;
    const page = `/api/listings/${listingId}/page`;
    for (const [url, headers, mine] of [
      [list, {}, [false, false]],
      [page, {}, [false, false]],
      [list, author.headers, [true, false]],
      [page, author.headers, [true, false]],
      [list, renter.headers, [false, true]],
      [page, admin.headers, [false, false]],
    ] as const) {
      const body = await read(url, headers);
      const items = body.items ?? body.reviews?.items ?? [];
      expect(items.map((review) => Object.keys(review).sort())).toEqual(
        Array(2).fill(['comment', 'createdAt', 'id', 'mine', 'rating', 'reviewerName', 'updatedAt']),
      );
      expect(items.map((review) => [review.id, review.mine])).toEqual([
        [own, mine[0]],
        [other, mine[1]],
      ]);
      expect(items[0]).toMatchObject({ reviewerName: 'Bruno Lima', rating: 5, comment: 'Rated 5' });
    }
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
    expect((res.json() as { items: Booking[] }).items.map((booking) => booking.id)).toEqual([eligible]);
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
