// Notification events of reviews: the moderation queue for admins, the decisions for the reviewer.
import { setUpNotificationEvents } from '../../test/notification-events';

const { world, inbox, outbox, post, people } = setUpNotificationEvents();

describe('review events', () => {
  it('a new review waits for moderation: every admin hears of it once; approval then tells the reviewer', async () => {
    const { host, renter, listingId } = await people();
    const bookingId = await world.t.insertCompletedStay(listingId, renter);
    const created = await post(renter, '/api/reviews', { bookingId, rating: 5, comment: 'Lovely' });
    expect(created.statusCode).toBe(201);
    const reviewId = created.json().id as string;
    const waiting = {
      kind: 'review-awaiting-moderation',
      link: '/admin/reviews',
      facts: {
        reviewId,
        listingId,
        listingTitle: 'Brighton Seafront Flat',
        reviewerName: 'Ana Silva',
        rating: 5,
        reason: null,
      },
    };
    expect((await inbox(world.admin)).filter((n) => n.facts.reviewId === reviewId)).toEqual([waiting]);
    expect((await inbox(world.otherAdmin)).filter((n) => n.facts.reviewId === reviewId)).toEqual([waiting]);
    expect(await inbox(host)).toEqual([]);

    expect((await post(world.admin, `/api/admin/reviews/${reviewId}/approve`)).statusCode).toBe(200);
    expect(await inbox(renter)).toEqual([
      expect.objectContaining({ kind: 'review-approved', link: `/listings/${listingId}` }),
    ]);
  });

  it('a rejection tells the reviewer the reason; editing it puts it back in the queue and tells the admins again', async () => {
    const { renter, listingId } = await people();
    const bookingId = await world.t.insertCompletedStay(listingId, renter);
    const reviewId = (await post(renter, '/api/reviews', { bookingId, rating: 2, comment: 'Meh' })).json()
      .id as string;
    expect(
      (await post(world.admin, `/api/admin/reviews/${reviewId}/reject`, { reason: 'Off-topic' })).statusCode,
    ).toBe(200);
    expect(await inbox(renter)).toEqual([
      expect.objectContaining({
        kind: 'review-rejected',
        facts: expect.objectContaining({ reason: 'Off-topic' }),
      }),
    ]);
    expect((await outbox(renter))[0]?.text_body).toContain('Reason: Off-topic.');

    const edit = () =>
      world.t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${reviewId}`,
        headers: renter.headers,
        payload: { rating: 3, comment: 'Better said' },
      });
    expect((await edit()).statusCode).toBe(200);
    expect((await edit()).statusCode).toBe(200); // still pending: no second notice
    const queued = (await inbox(world.otherAdmin)).filter((n) => n.facts.reviewId === reviewId);
    expect(queued.map((n) => n.kind)).toEqual(['review-awaiting-moderation', 'review-awaiting-moderation']);
  });
});
