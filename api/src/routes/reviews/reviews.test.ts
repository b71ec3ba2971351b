import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Review } from '@shoreline/shared-domain/types';
import { errorBody } from '../../lib/http-errors';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;
let otherRenter: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser({ name: 'Ana Silva' });
  otherRenter = await t.createUser();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
});
afterAll(() => t.close());

/** A listing and a stay of `who` there that ended in the past (approved). */
async function completedStay(who: TestUser = renter): Promise<{ listingId: string; bookingId: string }> {
  const listingId = await t.createListing(host);
  return { listingId, bookingId: await t.insertCompletedStay(listingId, who) };
}

const post = (who: TestUser | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: who?.headers ?? {},
    payload: payload as object,
  });
const put = (who: TestUser | null, id: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/reviews/${id}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });
const del = (who: TestUser | null, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: who?.headers ?? {} });

describe('POST /api/reviews', () => {
  it('stores a pending review of a completed stay, with the reviewer name', async () => {
    const { listingId, bookingId } = await completedStay();
    const res = await post(renter, { bookingId, rating: 4, comment: '  Lovely view  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      listingId,
      reviewerId: renter.user.id,
      reviewerName: 'Ana Silva',
      bookingId,
      rating: 4,
      comment: 'Lovely view',
      status: 'pending',
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ['no booking', { bookingId: undefined, rating: 4, comment: 'Nice' }, MESSAGES.reviewBookingRequired],
    ['a blank booking', { bookingId: '', rating: 4, comment: 'Nice' }, MESSAGES.reviewBookingRequired],
    ['no rating', { rating: null, comment: 'Nice' }, MESSAGES.reviewRatingRequired],
    ['a rating of 6', { rating: 6, comment: 'Nice' }, MESSAGES.reviewRatingInvalid],
    ['a rating of 2.5', { rating: 2.5, comment: 'Nice' }, MESSAGES.reviewRatingInvalid],
    ['a blank comment', { rating: 4, comment: '   ' }, MESSAGES.reviewCommentRequired],
    ['no comment', { rating: 4 }, MESSAGES.reviewCommentRequired],
    [
      'a comment over 2000 characters',
      { rating: 4, comment: 'x'.repeat(2001) },
      MESSAGES.reviewCommentTooLong,
    ],
  ])('refuses %s with 400 and the SPEC message', async (_case, body, message) => {
    const { bookingId } = await completedStay();
    const res = await post(renter, { bookingId, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(errorBody(400, message));
  });

  it('refuses a malformed booking id and a body of the wrong shape with 400', async () => {
    expect((await post(renter, { bookingId: 'abc', rating: 4, comment: 'x' })).statusCode).toBe(400);
    expect((await post(renter, { bookingId: [], rating: {}, comment: 3 })).statusCode).toBe(400);
    expect((await post(renter, [1, 2])).statusCode).toBe(400);
  });

  it('refuses stays that are not over, not approved, or not the caller’s with the SPEC message', async () => {
    const listingId = await t.createListing(host);
    const future = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-05-01',
      endDate: '2030-05-04',
      status: 'approved',
    });
    const pending = await t.insertBooking({
      listingId,
      renter,
      startDate: '2024-06-01',
      endDate: '2024-06-04',
    });
    const cancelled = await t.insertBooking({
      listingId,
      renter,
      startDate: '2024-07-01',
      endDate: '2024-07-04',
      status: 'cancelled',
    });
    for (const bookingId of [future, pending, cancelled]) {
      const res = await post(renter, { bookingId, rating: 5, comment: 'Great' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.reviewOnlyAfterStay);
    }
    const { bookingId: theirs } = await completedStay(otherRenter);
    const res = await post(renter, { bookingId: theirs, rating: 5, comment: 'Great' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.reviewOnlyAfterStay);
    const unknown = await post(renter, {
      bookingId: '00000000-0000-4000-8000-000000000000',
      rating: 5,
      comment: 'Great',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('allows one review per stay, also when two arrive at once', async () => {
    const { bookingId } = await completedStay();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(renter, { bookingId, rating: 5, comment: 'Twice?' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(MESSAGES.reviewAlreadyExists);
    }
    expect(await t.knex('reviews').where({ booking_id: bookingId })).toHaveLength(1);
    const again = await post(renter, { bookingId, rating: 5, comment: 'Again' });
    expect(again.json().message).toBe(MESSAGES.reviewAlreadyExists);
  });

  it('answers 401 when signed out', async () => {
    const { bookingId } = await completedStay();
    expect((await post(null, { bookingId, rating: 5, comment: 'Great' })).statusCode).toBe(401);
  });
});

describe('POST /api/reviews on a listing no longer shown', () => {
  it.each([
    ['deleted', (id: string) => t.app.listingsRepository.softDelete(id)],
    ['inactive', (id: string) => t.app.listingsRepository.setActive(id, false)],
  ])('refuses a completed stay at a %s listing with 404 and stores nothing', async (_state, hide) => {
    const { listingId, bookingId } = await completedStay();
    await hide(listingId);
    const res = await post(renter, { bookingId, rating: 5, comment: 'Great' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'LISTING_NOT_FOUND',
      message: MESSAGES.listingNotFound,
    });
    expect(await t.knex('reviews').where({ booking_id: bookingId }).first()).toBeUndefined();
  });

  it('accepts the same stay again once the host reactivates the listing', async () => {
    const { listingId, bookingId } = await completedStay();
    await t.app.listingsRepository.setActive(listingId, false);
    expect((await post(renter, { bookingId, rating: 5, comment: 'Great' })).statusCode).toBe(404);
    await t.app.listingsRepository.setActive(listingId, true);
    expect((await post(renter, { bookingId, rating: 5, comment: 'Great' })).statusCode).toBe(201);
  });
});

describe('PUT /api/reviews/:id', () => {
  it('lets the author edit; a moderated review goes back to pending and loses its moderation', async () => {
    const { bookingId } = await completedStay();
    const created = (await post(renter, { bookingId, rating: 2, comment: 'Noisy' })).json() as Review;
    await t
      .knex('reviews')
      .where({ id: created.id })
      .update({ status: 'rejected', reviewed_by: admin.user.id, rejection_reason: 'Rude' });

    const res = await put(renter, created.id, { rating: 3, comment: 'A bit noisy' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      rating: 3,
      comment: 'A bit noisy',
      status: 'pending',
      reviewedBy: null,
      rejectionReason: null,
    });
  });

  it('validates like the form (400), refuses others (403), signed out (401), unknown (404)', async () => {
    const { bookingId } = await completedStay();
    const created = (await post(renter, { bookingId, rating: 2, comment: 'Fine' })).json() as Review;
    const invalid = await put(renter, created.id, { rating: 0, comment: 'Fine' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(MESSAGES.reviewRatingRequired);
    const blank = await put(renter, created.id, { rating: 3, comment: '' });
    expect(blank.json().message).toBe(MESSAGES.reviewCommentRequired);
    for (const who of [otherRenter, host, admin]) {
      const res = await put(who, created.id, { rating: 5, comment: 'Hijack' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.onlyReviewerChangesReview);
    }
    expect((await put(null, created.id, { rating: 5, comment: 'x' })).statusCode).toBe(401);
    expect(
      (await put(renter, '00000000-0000-4000-8000-000000000000', { rating: 5, comment: 'x' })).statusCode,
    ).toBe(404);
    expect((await t.knex('reviews').where({ id: created.id }).first()).comment).toBe('Fine');
  });
});

describe('DELETE /api/reviews/:id', () => {
  it('lets only the author delete', async () => {
    const { bookingId } = await completedStay();
    const created = (await post(renter, { bookingId, rating: 5, comment: 'Bye' })).json() as Review;
    expect((await del(otherRenter, created.id)).statusCode).toBe(403);
    expect((await del(admin, created.id)).statusCode).toBe(403);
    expect((await del(null, created.id)).statusCode).toBe(401);
    expect((await del(renter, 'nope')).statusCode).toBe(400);
    const res = await del(renter, created.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await del(renter, created.id)).statusCode).toBe(404);
  });
});

describe('GET /api/reviews/mine', () => {
  it("lists the caller's reviews in every status, newest first, optionally of one listing", async () => {
    const me = await t.createUser();
    const first = await completedStay(me);
    const second = await completedStay(me);
    const a = (await post(me, { bookingId: first.bookingId, rating: 5, comment: 'A' })).json() as Review;
    const b = (await post(me, { bookingId: second.bookingId, rating: 4, comment: 'B' })).json() as Review;
    await t.knex('reviews').where({ id: a.id }).update({ status: 'approved' });
    const { bookingId: others } = await completedStay(otherRenter);
    await post(otherRenter, { bookingId: others, rating: 1, comment: 'Not mine' });

    const all = await t.app.inject({ method: 'GET', url: '/api/reviews/mine', headers: me.headers });
    expect(all.statusCode).toBe(200);
    expect((all.json() as { items: Review[] }).items.map((review) => [review.id, review.status])).toEqual([
      [b.id, 'pending'],
      [a.id, 'approved'],
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/mine?listingId=${first.listingId}`,
      headers: me.headers,
    });
    expect((one.json() as { items: Review[] }).items.map((review) => review.id)).toEqual([a.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reviews/mine?listingId=x', headers: me.headers }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/mine' })).statusCode).toBe(401);
  });
});
