// Issue 22 item 8: the host's page of one booking. Owner only; the nights of a pending request that
// became taken are named, and approving it says so to the host (not the renter's message).
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date('2030-03-01T12:00:00Z'));
  host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Host' });
  renter = await t.createUser({ name: 'Chloe Martin' });
});
afterAll(() => t.close());

const CREATED = new Date('2030-03-01T10:00:00Z');
const get = (who: TestUser | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/host/bookings/${id}`, headers: who?.headers ?? {} });

describe('GET /api/host/bookings/:id', () => {
  it("answers the listing's host with the booking, its times and its decline reason", async () => {
    const listingId = await t.createListing(host, { title: 'Cliff House' });
    const id = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-05-01',
      endDate: '2030-05-04',
      message: 'Two adults.',
      createdAt: CREATED,
    });
    const pending = await get(host, id);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      id,
      status: 'pending',
      renter: { name: 'Chloe Martin' },
      listing: { title: 'Cliff House' },
      message: 'Two adults.',
      createdAt: CREATED.toISOString(),
      declineCause: null,
      declineReason: null,
      takenNights: [],
    });

    t.setNow(new Date('2030-03-02T09:00:00Z'));
    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/reject`,
      headers: host.headers,
      payload: { reason: 'Closed that week' },
    });
    t.setNow(new Date('2030-03-01T12:00:00Z'));
    expect((await get(host, id)).json()).toMatchObject({
      status: 'rejected',
      updatedAt: '2030-03-02T09:00:00.000Z',
      declineCause: 'host',
      declineReason: 'Closed that week',
      takenNights: [],
    });
  });

  it('is 404 for another host, for the host’s own stay elsewhere and for an unknown id; 403/401 otherwise', async () => {
    const otherHost = await t.createUser({ roles: ['renter', 'host'] });
    const listingId = await t.createListing(host);
    const id = await t.insertBooking({ listingId, renter, startDate: '2030-05-01', endDate: '2030-05-04' });
    expect((await get(otherHost, id)).statusCode).toBe(404);
    // The host's own stay at another host's listing is theirs as a renter, not as its host.
    const theirs = await t.createListing(otherHost);
    const ownStay = await t.insertBooking({
      listingId: theirs,
      renter: host,
      startDate: '2030-05-01',
      endDate: '2030-05-04',
    });
    expect((await get(host, ownStay)).statusCode).toBe(404);
    expect((await get(host, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(renter, id)).statusCode).toBe(403);
    expect((await get(null, id)).statusCode).toBe(401);
    expect((await get(host, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('names the nights a block took from a pending request, and approving it tells the host why', async () => {
    const listingId = await t.createListing(host);
    const id = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-06-01',
      endDate: '2030-06-06',
      createdAt: CREATED,
    });
    // Nights taken without the block route (as an import takes them) declined nothing: still pending.
    await t.knex('calendar_blocks').insert({
      listing_id: listingId,
      start_date: '2030-06-03',
      end_date: '2030-06-10',
      source: 'host',
    });
    expect((await get(host, id)).json().takenNights).toEqual([
      { startDate: '2030-06-03', endDate: '2030-06-06', takenBy: 'block' },
    ]);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/approve`,
      headers: host.headers,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(MESSAGES.approveNightsTaken);
    expect(approve.json().message).not.toBe(MESSAGES.bookingDatesUnavailable);
    expect((await get(host, id)).json().status).toBe('pending');
  });
});
