// Booking events in the thread (issue 25): every booking transition writes its line into the
// conversation of its renter and listing in the event's transaction (through app.notify.booking), and
// marks it unread for the side that hears of it. A request opens the conversation. PGlite and Postgres.
import type { ConversationEvent, EventMessage, ThreadMessage } from '@shoreline/shared-domain/conversations';
import type { Page } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { EXPIRE_BOOKING_REQUESTS_JOB } from './expire-booking-requests';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
});
afterAll(() => t.close());

async function requestStay(
  renter: TestUser,
  listingId: string,
  startDate = '2030-07-01',
  endDate = '2030-07-04',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: renter.headers,
    payload: { listingId, startDate, endDate, guests: { adults: 1 } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const act = (who: TestUser, bookingId: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/${action}`,
    headers: who.headers,
    payload: {},
  });

async function threadOf(renter: TestUser, listingId: string) {
  const conversation = (await t
    .knex('conversations')
    .where({ renter_id: renter.user.id, listing_id: listingId })
    .first()) as { id: string; renter_unread: boolean; host_unread: boolean } | undefined;
  if (!conversation) return null;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${conversation.id}/messages`,
    headers: renter.headers,
  });
  const events = (res.json() as Page<ThreadMessage>).items
    .filter((m): m is EventMessage => m.kind === 'event')
    .map((m) => [m.event, m.booking.id] as [ConversationEvent, string])
    .reverse();
  return { ...conversation, events };
}

describe('booking events in the thread', () => {
  it('opens the conversation with the request; the host can then write to the renter', async () => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    const bookingId = await requestStay(renter, listingId);
    const thread = await threadOf(renter, listingId);
    expect(thread).toMatchObject({
      events: [['requested', bookingId]],
      host_unread: true,
      renter_unread: false,
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${thread!.id}/messages`,
      headers: host.headers,
      payload: { body: 'Welcome! The key is under the mat.' },
    });
    expect(reply.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${thread!.id}`,
      headers: host.headers,
    });
    expect(detail.json()).toMatchObject({
      role: 'host',
      booking: { id: bookingId, status: 'pending', startDate: '2030-07-01', endDate: '2030-07-04' },
      lastMessage: { kind: 'text', fromMe: true },
    });
  });

  it('adds approved (and declined for the overlapping requests it turned down) to each renter', async () => {
    const renter = await t.createUser();
    const rival = await t.createUser();
    const listingId = await t.createListing(host);
    const mine = await requestStay(renter, listingId);
    const theirs = await requestStay(rival, listingId, '2030-07-02', '2030-07-05');
    expect((await act(host, mine, 'approve')).statusCode).toBe(200);
    expect(await threadOf(renter, listingId)).toMatchObject({
      events: [
        ['requested', mine],
        ['approved', mine],
      ],
      renter_unread: true,
    });
    expect(await threadOf(rival, listingId)).toMatchObject({
      events: [
        ['requested', theirs],
        ['declined', theirs],
      ],
      renter_unread: true,
    });
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/conversations?role=renter',
      headers: renter.headers,
    });
    expect(summary.json().items[0]).toMatchObject({
      lastMessage: { kind: 'event', excerpt: 'Booking approved', fromMe: false },
      booking: { id: mine, status: 'approved' },
    });
  });

  it('adds declined (rejected by the host, or the listing removed) and cancelled', async () => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    const rejected = await requestStay(renter, listingId, '2030-07-01', '2030-07-03');
    expect((await act(host, rejected, 'reject')).statusCode).toBe(200);
    const cancelled = await requestStay(renter, listingId, '2030-08-01', '2030-08-03');
    await t.knex('conversations').update({ host_unread: false }).where({ renter_id: renter.user.id });
    expect((await act(renter, cancelled, 'cancel')).statusCode).toBe(200);
    // The cancellation is the host's news.
    expect(await threadOf(renter, listingId)).toMatchObject({ host_unread: true });
    const removed = await requestStay(renter, listingId, '2030-09-01', '2030-09-03');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listingId}`,
      headers: host.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await threadOf(renter, listingId))?.events).toEqual([
      ['requested', rejected],
      ['declined', rejected],
      ['requested', cancelled],
      ['cancelled', cancelled],
      ['requested', removed],
      ['declined', removed],
    ]);
  });

  it('adds expired, unread for both sides, when the job expires a request', async () => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    const bookingId = await requestStay(renter, listingId);
    await t.knex('conversations').update({ host_unread: false }).where({ renter_id: renter.user.id });
    await t.app.jobs.runNow(EXPIRE_BOOKING_REQUESTS_JOB, { now: new Date(Date.now() + 73 * 3_600_000) });
    expect(await threadOf(renter, listingId)).toMatchObject({
      events: [
        ['requested', bookingId],
        ['expired', bookingId],
      ],
      renter_unread: true,
      host_unread: true,
    });
  });

  it('writes nothing into any thread when the booking event rolls back', async () => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    const before = await t.knex('messages').count({ count: '*' }).first();
    // A request the listing refuses (outside its window) rolls back before any event.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: renter.headers,
      payload: { listingId, startDate: '2031-07-01', endDate: '2031-07-04', guests: { adults: 1 } },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    // An event whose transaction fails after recording it (the booking itself is arranged outside it:
    // PGlite has one connection, which the transaction holds).
    const bookingId = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-10-01',
      endDate: '2030-10-03',
    });
    await expect(
      t.knex.transaction(async (trx) => {
        await t.app.conversationEvents.record(trx, 'requested', bookingId);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.knex('conversations').where({ renter_id: renter.user.id })).toEqual([]);
    expect(await t.knex('messages').count({ count: '*' }).first()).toEqual(before);
  });
});
