import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { errorBody } from '../../lib/http-errors';
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

// One adult unless the test says who comes (guests are required; booking-guests.test.ts tests them).
const book = (who: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: who?.headers ?? {},
    payload: { guests: { adults: 1 }, ...payload },
  });

describe('POST /api/bookings', () => {
  it('creates a pending booking with the total computed by the server, ignoring a client price', async () => {
    const listingId = await t.createListing(host, {
      title: 'Harbour loft',
      city: 'Porto',
      country: 'Portugal',
    });
    const res = await book(renter, {
      listingId,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      message: '  Arriving late  ',
      totalPrice: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      listingId,
      hostId: host.user.id,
      renterId: renter.user.id,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      totalPrice: 360,
      status: 'pending',
      message: 'Arriving late',
      guests: { adults: 1, children: 0, infants: 0, pets: false },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // A pending request says when it expires: 72 hours after it was made (its check-in is far off).
      expiresAt: new Date(Date.parse(res.json().createdAt) + 72 * 60 * 60 * 1000).toISOString(),
      declineCause: null,
      declineReason: null,
      listing: { title: 'Harbour loft', city: 'Porto', country: 'Portugal' },
      renter: { name: 'Ana Renter', emailVerified: false },
    });
    const row = await t.knex('bookings').where({ id: res.json().id }).first();
    expect(Number(row.total_price)).toBe(360);
  });

  it('rounds the total to the cent: nights times price per night', async () => {
    const listingId = await t.createListing(host, { pricePerNight: 99.99 });
    const res = await book(renter, { listingId, startDate: '2030-03-01', endDate: '2030-03-08' });
    expect(res.statusCode).toBe(201);
    expect(res.json().totalPrice).toBe(699.93);
    expect(res.json().message).toBeNull();
  });

  it('answers 409 with the SPEC text when the stay overlaps an approved booking, and allows back-to-back stays', async () => {
    const listingId = await t.createListing(host);
    await t.insertBooking({
      listingId,
      renter: otherRenter,
      startDate: '2030-05-10',
      endDate: '2030-05-15',
      status: 'approved',
    });
    for (const [startDate, endDate] of [
      ['2030-05-08', '2030-05-11'],
      ['2030-05-14', '2030-05-20'],
      ['2030-05-11', '2030-05-12'],
      ['2030-05-01', '2030-05-30'],
    ]) {
      const res = await book(renter, { listingId, startDate, endDate });
      expect({ startDate, status: res.statusCode, body: res.json() }).toEqual({
        startDate,
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'BOOKING_DATES_TAKEN',
          message: MESSAGES.bookingDatesUnavailable,
          fields: ['startDate', 'endDate'],
        },
      });
    }
    expect(
      (await book(renter, { listingId, startDate: '2030-05-15', endDate: '2030-05-18' })).statusCode,
    ).toBe(201);
    expect(
      (await book(renter, { listingId, startDate: '2030-05-07', endDate: '2030-05-10' })).statusCode,
    ).toBe(201);
  });

  it('is not blocked by pending, rejected or cancelled bookings', async () => {
    const listingId = await t.createListing(host);
    for (const status of ['pending', 'rejected', 'cancelled'] as const) {
      await t.insertBooking({
        listingId,
        renter: otherRenter,
        startDate: '2030-06-01',
        endDate: '2030-06-05',
        status,
      });
    }
    expect(
      (await book(renter, { listingId, startDate: '2030-06-02', endDate: '2030-06-04' })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['no check-in', { startDate: undefined, endDate: '2030-02-03' }, MESSAGES.checkInRequired],
    ['no check-out', { startDate: '2030-02-01', endDate: '' }, MESSAGES.checkOutRequired],
    ['a date that does not exist', { startDate: '2030-02-30', endDate: '2030-03-02' }, MESSAGES.dateInvalid],
    [
      'check-out before check-in',
      { startDate: '2030-02-05', endDate: '2030-02-03' },
      MESSAGES.checkOutBeforeCheckIn,
    ],
    [
      'check-out on check-in',
      { startDate: '2030-02-05', endDate: '2030-02-05' },
      MESSAGES.checkOutBeforeCheckIn,
    ],
    [
      'a stay before the window',
      { startDate: '2029-12-30', endDate: '2030-01-02' },
      MESSAGES.dateNotAvailable,
    ],
    ['a stay past the window', { startDate: '2030-12-30', endDate: '2031-01-02' }, MESSAGES.dateNotAvailable],
  ])('refuses %s with 400 and the form message', async (_case, dates, message) => {
    const listingId = await t.createListing(host);
    const res = await book(renter, { listingId, ...dates });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(errorBody(400, message));
  });

  it('refuses a stay in the past with 400', async () => {
    const listingId = await t.createListing(host, { availableFrom: '2020-01-01', availableTo: '2030-12-31' });
    const res = await book(renter, { listingId, startDate: '2021-03-01', endDate: '2021-03-04' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.dateNotAvailable);
  });

  it('refuses a message over the limit, a malformed listing id and a missing body with 400', async () => {
    const listingId = await t.createListing(host);
    const long = await book(renter, {
      listingId,
      startDate: '2030-02-01',
      endDate: '2030-02-02',
      message: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGES.bookingMessageTooLong);
    const badId = await book(renter, {
      listingId: 'not-a-uuid',
      startDate: '2030-02-01',
      endDate: '2030-02-02',
    });
    expect(badId.statusCode).toBe(400);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: renter.headers });
    expect(noBody.statusCode).toBe(400);
    const wrongTypes = await book(renter, { listingId, startDate: 5, endDate: { a: 1 } });
    expect(wrongTypes.statusCode).toBe(400);
  });

  it("refuses the host's own listing with 403 (PRODUCT.md 18)", async () => {
    const listingId = await t.createListing(host);
    const res = await book(host, { listingId, startDate: '2030-02-01', endDate: '2030-02-03' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.cannotBookOwnListing);
  });

  it('answers 404 for an unknown, inactive or deleted listing', async () => {
    const inactive = await t.createListing(host, { isActive: false });
    const deleted = await t.createListing(host);
    await t.app.listingsRepository.softDelete(deleted);
    for (const listingId of [inactive, deleted, '00000000-0000-4000-8000-000000000000']) {
      const res = await book(renter, { listingId, startDate: '2030-02-01', endDate: '2030-02-03' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.listingNotFound);
    }
  });

  it('answers 401 when signed out', async () => {
    const listingId = await t.createListing(host);
    const res = await book(null, { listingId, startDate: '2030-02-01', endDate: '2030-02-03' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.signInRequired);
  });
});

describe('GET /api/bookings/mine', () => {
  it("lists only the caller's bookings, newest first, keeping a deleted listing's title", async () => {
    const me = await t.createUser({ name: 'Chloe' });
    const first = await t.createListing(host, { title: 'Old cottage', city: 'Nazaré', country: 'Portugal' });
    const second = await t.createListing(otherHost, { title: 'Dune house' });
    const a = await book(me, { listingId: first, startDate: '2030-08-01', endDate: '2030-08-03' });
    const b = await book(me, { listingId: second, startDate: '2030-08-01', endDate: '2030-08-03' });
    await book(otherRenter, { listingId: second, startDate: '2030-09-01', endDate: '2030-09-03' });
    await t.app.listingsRepository.softDelete(first);

    const res = await t.app.inject({ method: 'GET', url: '/api/bookings/mine', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const { items, nextCursor } = res.json() as { items: Booking[]; nextCursor: string | null };
    expect(nextCursor).toBeNull();
    expect(items.map((booking) => booking.id)).toEqual([b.json().id, a.json().id]);
    expect(items[1]?.listing).toEqual({ title: 'Old cottage', city: 'Nazaré', country: 'Portugal' });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/mine' })).statusCode).toBe(401);
  });
});

describe("today for the not-in-the-past rule is the API's calendar (UTC-12) at the app's clock", () => {
  afterEach(() => t.setNow(null));

  it('accepts a check-in on the date at UTC-12 until that date has ended there', async () => {
    const listingId = await t.createListing(host, { availableFrom: '2030-06-01' });
    const stay = { listingId, startDate: '2030-06-30', endDate: '2030-07-02' };
    t.setNow(new Date('2030-07-01T12:00:00.000Z'));
    const late = await book(renter, stay);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(MESSAGES.dateNotAvailable);
    t.setNow(new Date('2030-07-01T11:59:59.999Z'));
    const inTime = await book(renter, stay);
    expect(inTime.statusCode).toBe(201);
    expect((inTime.json() as Booking).createdAt).toBe('2030-07-01T11:59:59.999Z');
  });
});
