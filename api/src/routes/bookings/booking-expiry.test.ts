// PRODUCT 24: unanswered requests expire 72 hours after they were made or at the end of their
// check-in day, whichever is first. The app's clock is moved (`t.setNow`) and the job is run by hand
// (`runNow(name, { now })`): nothing here sleeps.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { EXPIRE_BOOKING_REQUESTS_JOB } from '../../plugins/app/expire-booking-requests';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
});
afterEach(() => t.setNow(null));
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const T0 = new Date('2030-03-01T09:30:00.000Z');
const after = (ms: number) => new Date(T0.getTime() + ms);

/** A request made through the API at `createdAt` (the app's clock). */
async function requestAt(createdAt: Date, listingId: string, startDate: string, endDate: string) {
  t.setNow(createdAt);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: renter.headers,
    payload: { listingId, startDate, endDate, guests: { adults: 1 } },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Booking;
}

/** The booking as its renter and its host read it, one by one and in their lists, at `now`. */
async function readsAt(now: Date, id: string): Promise<Booking[]> {
  t.setNow(now);
  const one = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: renter.headers });
  const mine = await t.app.inject({ method: 'GET', url: '/api/bookings/mine', headers: renter.headers });
  const hosts = await t.app.inject({ method: 'GET', url: '/api/host/bookings', headers: host.headers });
  const find = (page: { items: Booking[] }) => page.items.find((booking) => booking.id === id)!;
  return [one.json() as Booking, find(mine.json()), find(hosts.json())];
}

const stored = async (id: string) =>
  (await t.knex('bookings').select('status', 'updated_at').where({ id }).first()) as {
    status: string;
    updated_at: Date;
  };

const act = (who: TestUser, id: string, action: 'approve' | 'reject' | 'cancel') =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}`, headers: who.headers });

describe('reads', () => {
  it('show a request pending until 72 hours after it was made, then expired, before any job ran', async () => {
    const listingId = await t.createListing(host);
    const request = await requestAt(T0, listingId, '2030-06-10', '2030-06-12');
    expect(request).toMatchObject({ status: 'pending', expiresAt: '2030-03-04T09:30:00.000Z' });

    for (const read of await readsAt(after(72 * HOUR - 1), request.id)) {
      expect(read).toMatchObject({ status: 'pending', expiresAt: '2030-03-04T09:30:00.000Z' });
    }
    for (const read of await readsAt(after(72 * HOUR), request.id)) {
      expect(read).toMatchObject({ status: 'expired', expiresAt: '2030-03-04T09:30:00.000Z' });
    }
    expect((await stored(request.id)).status).toBe('pending');
  });

  it('expire a request at the end of its check-in day (12:00 UTC the day after) when that comes first', async () => {
    const listingId = await t.createListing(host);
    const request = await requestAt(T0, listingId, '2030-03-02', '2030-03-05');
    expect(request.expiresAt).toBe('2030-03-03T12:00:00.000Z');

    for (const read of await readsAt(new Date('2030-03-03T11:59:59.999Z'), request.id)) {
      expect(read.status).toBe('pending');
    }
    for (const read of await readsAt(new Date('2030-03-03T12:00:00.000Z'), request.id)) {
      expect(read.status).toBe('expired');
    }
  });

  it('accept a request for the check-in day that is still today somewhere, and keep it pending', async () => {
    const listingId = await t.createListing(host);
    // 11:00 UTC on March 2 is still March 1 at UTC-12: a check-in on March 1 can be asked for.
    const request = await requestAt(
      new Date('2030-03-02T11:00:00.000Z'),
      listingId,
      '2030-03-01',
      '2030-03-03',
    );
    expect(request).toMatchObject({ status: 'pending', expiresAt: '2030-03-02T12:00:00.000Z' });
  });

  it('send no expiry for an answered booking', async () => {
    const listingId = await t.createListing(host);
    const request = await requestAt(T0, listingId, '2030-07-10', '2030-07-12');
    expect((await act(host, request.id, 'reject')).json()).toMatchObject({
      status: 'rejected',
      expiresAt: null,
    });
  });
});

describe('answers', () => {
  it.each([
    ['approve', () => host],
    ['reject', () => host],
    ['cancel', () => renter],
  ] as const)('%s an expired request: 409 saying it expired, nothing changes', async (action, who) => {
    const listingId = await t.createListing(host);
    const request = await requestAt(T0, listingId, '2030-08-10', '2030-08-12');
    // Expired by the clock only: the job has not stored it yet.
    t.setNow(after(72 * HOUR));
    const res = await act(who(), request.id, action);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.bookingExpired);
    expect((await stored(request.id)).status).toBe('pending');

    // Once the job stored it, the same.
    await t.app.jobs.runNow(EXPIRE_BOOKING_REQUESTS_JOB, { now: after(72 * HOUR) });
    const again = await act(who(), request.id, action);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.bookingExpired);
  });

  it('check the expiry in the same statement that answers (compare-and-swap at the clock)', async () => {
    const listingId = await t.createListing(host);
    const request = await requestAt(T0, listingId, '2030-08-20', '2030-08-22');
    t.setNow(after(72 * HOUR));
    // What a decision that read the request a moment before its expiry then tries to write.
    expect(await t.app.bookingsRepository.changeStatus(request.id, 'pending', 'approved')).toBe(false);
    t.setNow(after(72 * HOUR - 1));
    expect(await t.app.bookingsRepository.changeStatus(request.id, 'pending', 'approved')).toBe(true);
  });

  it('are still taken one millisecond before the expiry', async () => {
    const listingId = await t.createListing(host);
    const request = await requestAt(T0, listingId, '2030-09-10', '2030-09-12');
    t.setNow(after(72 * HOUR - 1));
    expect((await act(host, request.id, 'approve')).json()).toMatchObject({ status: 'approved' });
  });

  it('leave expired requests expired: an approval rejects only the overlapping requests still pending', async () => {
    const listingId = await t.createListing(host);
    const old = await requestAt(T0, listingId, '2030-10-10', '2030-10-14');
    const fresh = await requestAt(after(48 * HOUR), listingId, '2030-10-12', '2030-10-16');
    const approved = await requestAt(after(60 * HOUR), listingId, '2030-10-11', '2030-10-13');
    t.setNow(after(80 * HOUR));
    expect((await act(host, approved.id, 'approve')).statusCode).toBe(200);
    const [oldRead] = await readsAt(after(80 * HOUR), old.id);
    const [freshRead] = await readsAt(after(80 * HOUR), fresh.id);
    expect(oldRead?.status).toBe('expired');
    expect(freshRead?.status).toBe('rejected');
  });

  it('leave expired requests expired when the listing is deleted; pending ones are rejected', async () => {
    const listingId = await t.createListing(host);
    const old = await requestAt(T0, listingId, '2030-11-10', '2030-11-14');
    const fresh = await requestAt(after(48 * HOUR), listingId, '2030-11-20', '2030-11-24');
    t.setNow(after(80 * HOUR));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listingId}`,
      headers: host.headers,
    });
    expect(res.statusCode).toBe(204);
    expect((await readsAt(after(80 * HOUR), old.id))[0]?.status).toBe('expired');
    expect((await stored(fresh.id)).status).toBe('rejected');
  });
});

describe(`the ${EXPIRE_BOOKING_REQUESTS_JOB} job`, () => {
  it('stores expired on exactly the pending requests past their expiry at its clock, in one run', async () => {
    const listingId = await t.createListing(host);
    const byAge = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-12-01',
      endDate: '2030-12-03',
      createdAt: new Date('2030-04-01T00:00:00.000Z'),
    });
    const byCheckIn = await t.insertBooking({
      listingId,
      renter,
      // Made when April 3 was still today at UTC-12; that day ends there at 12:00 UTC on April 4.
      startDate: '2030-04-03',
      endDate: '2030-04-05',
      createdAt: new Date('2030-04-04T11:00:00.000Z'),
    });
    const notYet = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-12-05',
      endDate: '2030-12-07',
      createdAt: new Date('2030-04-01T12:00:00.001Z'),
    });
    const answered = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-04-01',
      endDate: '2030-04-02',
      status: 'approved',
      createdAt: new Date('2030-01-01T00:00:00.000Z'),
    });
    const now = new Date('2030-04-04T12:00:00.000Z');

    expect(await t.app.jobs.runNow(EXPIRE_BOOKING_REQUESTS_JOB, { now: new Date(now.getTime() - 1) })).toBe(
      true,
    );
    expect((await stored(byAge)).status).toBe('expired');
    expect((await stored(byCheckIn)).status).toBe('pending');

    expect(await t.app.jobs.runNow(EXPIRE_BOOKING_REQUESTS_JOB, { now })).toBe(true);
    expect(await stored(byCheckIn)).toEqual({ status: 'expired', updated_at: now });
    expect((await stored(notYet)).status).toBe('pending');
    expect((await stored(answered)).status).toBe('approved');
  });
});
