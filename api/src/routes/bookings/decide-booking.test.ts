import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let renter: TestUser;
let otherRenter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Host' });
  otherHost = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser({ name: 'Ana Renter' });
  otherRenter = await t.createUser({ name: 'Ben Renter' });
});
afterAll(() => t.close());

const act = (who: TestUser | null, id: string, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}`, headers: who?.headers ?? {} });
const statusOf = async (id: string): Promise<string> =>
  ((await t.knex('bookings').select('status').where({ id }).first()) as { status: string }).status;

describe('POST /api/bookings/:id/approve', () => {
  it('approves a pending booking and rejects only the pending requests it overlaps (PRODUCT.md 19)', async () => {
    const listingId = await t.createListing(host);
    const target = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-04-10',
      endDate: '2030-04-15',
    });
    const overlapping = await t.insertBooking({
      listingId,
      renter: otherRenter,
      startDate: '2030-04-14',
      endDate: '2030-04-20',
    });
    const inside = await t.insertBooking({
      listingId,
      renter: otherRenter,
      startDate: '2030-04-11',
      endDate: '2030-04-12',
    });
    const backToBack = await t.insertBooking({
      listingId,
      renter: otherRenter,
      startDate: '2030-04-15',
      endDate: '2030-04-18',
    });
    const otherListing = await t.createListing(host);
    const elsewhere = await t.insertBooking({
      listingId: otherListing,
      renter: otherRenter,
      startDate: '2030-04-10',
      endDate: '2030-04-15',
    });

    const res = await act(host, target, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target, status: 'approved', renter: { name: 'Ana Renter' } });
    expect(await statusOf(overlapping)).toBe('rejected');
    expect(await statusOf(inside)).toBe('rejected');
    expect(await statusOf(backToBack)).toBe('pending');
    expect(await statusOf(elsewhere)).toBe('pending');
  });

  it('answers 409 for a booking that is no longer pending', async () => {
    const listingId = await t.createListing(host);
    const id = await t.insertBooking({ listingId, renter, startDate: '2030-02-01', endDate: '2030-02-03' });
    expect((await act(host, id, 'approve')).statusCode).toBe(200);
    for (const action of ['approve', 'reject']) {
      const res = await act(host, id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        action === 'approve' ? MESSAGES.bookingNotPendingApprove : MESSAGES.bookingNotPendingReject,
      );
    }
    expect((await act(renter, id, 'cancel')).json().message).toBe(MESSAGES.bookingNotPendingCancel);
  });

  it("answers 409 with a message for the host (not the renter's) when the dates are already taken by an approved stay", async () => {
    const listingId = await t.createListing(host);
    await t.insertBooking({
      listingId,
      renter: otherRenter,
      startDate: '2030-02-01',
      endDate: '2030-02-05',
      status: 'approved',
    });
    const id = await t.insertBooking({ listingId, renter, startDate: '2030-02-03', endDate: '2030-02-06' });
    const res = await act(host, id, 'approve');
    expect(res.statusCode).toBe(409);
    // Issue 22: "These dates are not available. Please select different dates." is the renter's.
    expect(res.json().message).toBe(MESSAGES.approveNightsTaken);
    expect(await statusOf(id)).toBe('pending');
  });

  it('lets only the listing host decide: renter 403, other host 403, signed out 401', async () => {
    const listingId = await t.createListing(host);
    const id = await t.insertBooking({ listingId, renter, startDate: '2030-02-01', endDate: '2030-02-03' });
    for (const action of ['approve', 'reject']) {
      expect((await act(renter, id, action)).statusCode).toBe(403);
      const other = await act(otherHost, id, action);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(MESSAGES.onlyHostDecidesBooking);
      expect((await act(null, id, action)).statusCode).toBe(401);
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('answers 404 for an unknown booking and 400 for a malformed id', async () => {
    const unknown = await act(host, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.bookingNotFound);
    expect((await act(host, 'nope', 'approve')).statusCode).toBe(400);
  });
});

describe('POST /api/bookings/:id/reject', () => {
  it('rejects a pending booking without touching others', async () => {
    const listingId = await t.createListing(host);
    const id = await t.insertBooking({ listingId, renter, startDate: '2030-02-01', endDate: '2030-02-03' });
    const other = await t.insertBooking({
      listingId,
      renter: otherRenter,
      startDate: '2030-02-01',
      endDate: '2030-02-03',
    });
    const res = await act(host, id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('rejected');
    expect(await statusOf(other)).toBe('pending');
  });
});

describe('POST /api/bookings/:id/cancel', () => {
  it('lets the renter cancel a pending booking', async () => {
    const listingId = await t.createListing(host);
    const id = await t.insertBooking({ listingId, renter, startDate: '2030-02-01', endDate: '2030-02-03' });
    const res = await act(renter, id, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
  });

  it('refuses anyone but the renter with 403, signed out with 401, and approved bookings with 409', async () => {
    const listingId = await t.createListing(host);
    const id = await t.insertBooking({ listingId, renter, startDate: '2030-02-01', endDate: '2030-02-03' });
    for (const who of [otherRenter, host]) {
      const res = await act(who, id, 'cancel');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.onlyRenterCancelsBooking);
    }
    expect((await act(null, id, 'cancel')).statusCode).toBe(401);
    const approved = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-03-01',
      endDate: '2030-03-03',
      status: 'approved',
    });
    expect((await act(renter, approved, 'cancel')).statusCode).toBe(409);
  });
});
