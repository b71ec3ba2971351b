import { decidedMeanwhileNotice, MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingReviews, ReviewForModeration } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser({ name: 'Ben Okafor' });
  admin = await t.createUser({ roles: ['renter', 'admin'] });
});
afterAll(() => t.close());

/** A pending review written through the API for a completed stay. */
async function pendingReview(
  rating = 4,
  title = 'Sea-view flat',
): Promise<{ id: string; listingId: string }> {
  const listingId = await t.createListing(host, { title });
  const bookingId = await t.insertCompletedStay(listingId, renter);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: renter.headers,
    payload: { bookingId, rating, comment: 'Lovely stay' },
  });
  return { id: res.json().id, listingId };
}

const approve = (who: TestUser | null, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/approve`, headers: who?.headers ?? {} });
const reject = (who: TestUser | null, id: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${id}/reject`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });
const publicReviews = async (listingId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` })).json() as ListingReviews;

describe('GET /api/admin/reviews', () => {
  it('lists pending reviews by default, newest first, with listing title and reviewer name', async () => {
    const first = await pendingReview(3, 'Dune house');
    const second = await pendingReview(5, 'Cliff cabin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: ReviewForModeration[] }).items;
    expect(items.map((review) => review.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({
      listingTitle: 'Cliff cabin',
      reviewerName: 'Ben Okafor',
      rating: 5,
      status: 'pending',
    });
    expect(items.every((review) => review.status === 'pending')).toBe(true);
  });

  it('filters by status and refuses an unknown status with 400', async () => {
    const { id } = await pendingReview();
    await approve(admin, id);
    const approved = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=approved',
      headers: admin.headers,
    });
    expect((approved.json() as { items: ReviewForModeration[] }).items.map((review) => review.id)).toContain(
      id,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?status=lost',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 for renters and hosts', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    for (const who of [renter, host]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: who.headers })).statusCode,
      ).toBe(403);
    }
  });
});

describe('review moderation lifecycle', () => {
  it('approval records the admin and makes the review shown and counted', async () => {
    const { id, listingId } = await pendingReview(4);
    expect((await publicReviews(listingId)).reviewCount).toBe(0);
    const res = await approve(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'approved',
      reviewedBy: admin.user.id,
      rejectionReason: null,
    });
    const shown = await publicReviews(listingId);
    expect(shown).toMatchObject({ reviewCount: 1, averageRating: 4 });
    const listing = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` });
    expect(listing.json()).toMatchObject({ reviewCount: 1, averageRating: 4 });
  });

  it('rejection records the admin and the trimmed reason; the review stays hidden', async () => {
    const { id, listingId } = await pendingReview();
    const res = await reject(admin, id, { reason: '  Off-topic  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      reviewedBy: admin.user.id,
      rejectionReason: 'Off-topic',
    });
    expect((await publicReviews(listingId)).reviewCount).toBe(0);
  });

  it('keeps when the review was written apart from when it was moderated, also for its author', async () => {
    const { id, listingId } = await pendingReview();
    const written = new Date('2026-03-02T10:00:00.000Z');
    await t.knex('reviews').where({ id }).update({ created_at: written, updated_at: written });
    const res = await reject(admin, id, { reason: 'Off-topic' });
    expect(res.json()).toMatchObject({ updatedAt: written.toISOString(), reviewedAt: expect.any(String) });
    expect(Date.parse(res.json().reviewedAt)).toBeGreaterThan(written.getTime());
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/mine?listingId=${listingId}`,
      headers: renter.headers,
    });
    expect(own.json().items).toEqual([
      expect.objectContaining({ id, updatedAt: written.toISOString(), reviewedAt: res.json().reviewedAt }),
    ]);
  });

  it('an edit after approval takes the review off the listing until it is approved again', async () => {
    const { id, listingId } = await pendingReview(5);
    await approve(admin, id);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${id}`,
      headers: renter.headers,
      payload: { rating: 1, comment: 'Changed my mind' },
    });
    expect(edit.json()).toMatchObject({ status: 'pending', reviewedBy: null, reviewedAt: null });
    expect((await publicReviews(listingId)).reviewCount).toBe(0);
    await approve(admin, id);
    expect(await publicReviews(listingId)).toMatchObject({ reviewCount: 1, averageRating: 1 });
  });

  it('refuses a rejection without a reason (400) and a decision on a moderated review (409)', async () => {
    const { id } = await pendingReview();
    for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
      const res = await reject(admin, id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.rejectionReasonRequired);
    }
    expect((await approve(admin, id)).statusCode).toBe(200);
    for (const res of [await approve(admin, id), await reject(admin, id, { reason: 'Late' })]) {
      expect(res.statusCode).toBe(409);
      // Issue 22: the admin who came second reads how the review was moderated.
      expect(res.json().message).toBe(decidedMeanwhileNotice('review', 'approved'));
    }
  });

  it('answers 404 for an unknown review, 401 signed out and 403 for non-admins', async () => {
    const { id } = await pendingReview();
    expect((await approve(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await approve(null, id)).statusCode).toBe(401);
    expect((await reject(null, id, { reason: 'x' })).statusCode).toBe(401);
    for (const who of [renter, host]) {
      expect((await approve(who, id)).statusCode).toBe(403);
      expect((await reject(who, id, { reason: 'x' })).statusCode).toBe(403);
    }
    expect((await t.knex('reviews').where({ id }).first()).status).toBe('pending');
  });
});

it("refuses an admin's own review with 403, in both directions, and leaves it pending", async () => {
  const listingId = await t.createListing(host);
  const bookingId = await t.insertCompletedStay(listingId, admin);
  const written = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: admin.headers,
    payload: { bookingId, rating: 5, comment: 'My own stay' },
  });
  expect(written.statusCode).toBe(201);
  const id = written.json().id as string;
  for (const [action, payload] of [
    ['approve', undefined],
    ['reject', { reason: 'Self' }],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/${action}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
    expect({ action, status: res.statusCode, body: res.json() }).toEqual({
      action,
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN', message: MESSAGES.forbidden },
    });
  }
  const other = await t.createUser({ roles: ['renter', 'admin'] });
  expect((await approve(other, id)).statusCode).toBe(200);
});
