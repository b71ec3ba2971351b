import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let renter: TestUser;
let otherRenter: TestUser;
let bookingId: string;
let listingId: string;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Host' });
  otherHost = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser({ name: 'Ana Renter' });
  otherRenter = await t.createUser({ name: 'Ben Renter' });
  listingId = await t.createListing(host, { title: 'Harbour loft', city: 'Porto', country: 'Portugal' });
  bookingId = await t.insertBooking({
    listingId,
    renter,
    startDate: '2030-07-01',
    endDate: '2030-07-04',
    totalPrice: 360,
    guests: { adults: 2, children: 1, infants: 0, pets: false },
  });
});
afterAll(() => t.close());

const get = (who: TestUser | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: who?.headers ?? {} });

const notFoundBody = {
  statusCode: 404,
  error: 'Not Found',
  code: 'BOOKING_NOT_FOUND',
  message: MESSAGES.bookingNotFound,
};

describe('GET /api/bookings/:id', () => {
  it.each([
    ['its renter', () => renter],
    ["the listing's host", () => host],
  ])('answers %s with the booking, its listing and its renter', async (_who, who) => {
    const res = await get(who(), bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: bookingId,
      listingId,
      hostId: host.user.id,
      renterId: renter.user.id,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      totalPrice: 360,
      status: 'pending',
      message: null,
      guests: { adults: 2, children: 1, infants: 0, pets: false },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // A pending request says when it expires: 72 hours after it was made (its check-in is far off).
      expiresAt: new Date(Date.parse(res.json().createdAt) + 72 * 60 * 60 * 1000).toISOString(),
      declineCause: null,
      declineReason: null,
      listing: { title: 'Harbour loft', city: 'Porto', country: 'Portugal' },
      renter: { name: 'Ana Renter', emailVerified: false },
    });
  });

  it('accepts the bearer token as well as the cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(bookingId);
  });

  it('keeps the title of a deleted listing (PRODUCT.md 20)', async () => {
    const gone = await t.createListing(host, { title: 'Old boathouse' });
    const id = await t.insertBooking({
      listingId: gone,
      renter,
      startDate: '2024-05-01',
      endDate: '2024-05-04',
      status: 'approved',
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/listings/${gone}`, headers: host.headers }))
        .statusCode,
    ).toBe(204);
    const res = await get(renter, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', listing: { title: 'Old boathouse' } });
  });

  it('answers 401 signed out', async () => {
    const res = await get(null, bookingId);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['another renter', () => otherRenter],
    ['another host', () => otherHost],
  ])('answers %s with 404, as if the booking did not exist', async (_who, who) => {
    const res = await get(who(), bookingId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get(host, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFoundBody);
    const malformed = await get(host, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('still serves GET /api/bookings/mine, not a booking called "mine"', async () => {
    const res = await get(renter, 'mine');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
  });
});
