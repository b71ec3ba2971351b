import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let otherHost: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Host' });
  otherHost = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser({ name: 'Ana Renter' });
  // Listings are open for 2030; "today" is early 2030 so every rule about the past is in play.
  t.setNow(new Date('2030-03-01T12:00:00Z'));
});
afterAll(() => t.close());

const block = (who: TestUser, listingId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/blocks`,
    headers: who.headers,
    payload: body,
  });
const unblock = (who: TestUser, listingId: string, blockId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/listings/${listingId}/blocks/${blockId}`,
    headers: who.headers,
  });
const calendarOf = (who: TestUser, listingId: string) =>
  t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/calendar`, headers: who.headers });
const requestStay = (listingId: string, startDate: string, endDate: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: renter.headers,
    payload: { listingId, startDate, endDate, guests: { adults: 1 } },
  });

describe('blocks', () => {
  it('blocks nights with a private note, shows them on the calendar, and unblocks them', async () => {
    const listingId = await t.createListing(host);
    const created = await block(host, listingId, {
      startDate: '2030-05-01',
      endDate: '2030-05-04',
      note: ' Painting ',
    });
    expect(created.statusCode).toBe(201);
    const { declinedRequests, ...blocked } = created.json();
    expect(blocked).toEqual({
      id: expect.any(String),
      startDate: '2030-05-01',
      endDate: '2030-05-04',
      note: 'Painting',
      source: 'host',
      calendarId: null,
      calendarName: null,
    });
    expect(declinedRequests).toEqual([]);
    const calendar = (await calendarOf(host, listingId)).json();
    expect(calendar.blocks).toEqual([blocked]);
    expect(calendar.listing).toMatchObject({ id: listingId, availableFrom: '2030-01-01', isActive: true });

    // Taken for renters: availability, and the final check of a booking request.
    const availability = (
      await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/availability` })
    ).json();
    expect(availability.booked).toContainEqual({ start: '2030-05-01', end: '2030-05-04' });
    const refused = await requestStay(listingId, '2030-05-03', '2030-05-06');
    expect(refused.statusCode).toBe(409);
    expect((await requestStay(listingId, '2030-05-04', '2030-05-06')).statusCode).toBe(201);

    expect((await unblock(host, listingId, blocked.id)).statusCode).toBe(204);
    expect((await calendarOf(host, listingId)).json().blocks).toEqual([]);
    expect((await requestStay(listingId, '2030-05-01', '2030-05-03')).statusCode).toBe(201);
    const rows = await t.knex('taken_ranges').where({ listing_id: listingId });
    expect(rows).toEqual([]);
  });

  it('lists approved stays and pending requests (not expired ones) with the renter name', async () => {
    const listingId = await t.createListing(host);
    const stay = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-06-01',
      endDate: '2030-06-05',
      status: 'approved',
    });
    const request = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-07-01',
      endDate: '2030-07-03',
      createdAt: new Date('2030-02-28T12:00:00Z'),
    });
    await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-08-01',
      endDate: '2030-08-03',
      createdAt: new Date('2030-02-20T12:00:00Z'),
    });
    const calendar = (await calendarOf(host, listingId)).json();
    expect(calendar.stays).toEqual([
      { bookingId: stay, renterName: 'Ana Renter', startDate: '2030-06-01', endDate: '2030-06-05' },
    ]);
    expect(calendar.requests).toEqual([
      { bookingId: request, renterName: 'Ana Renter', startDate: '2030-07-01', endDate: '2030-07-03' },
    ]);
    expect(calendar.conflicts).toEqual([]);
  });

  it('refuses blocking over an approved stay or another block (409, each with its own message)', async () => {
    const listingId = await t.createListing(host);
    await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-06-01',
      endDate: '2030-06-05',
      status: 'approved',
    });
    const overStay = await block(host, listingId, { startDate: '2030-06-04', endDate: '2030-06-06' });
    expect(overStay.statusCode).toBe(409);
    expect(overStay.json().message).toBe(MESSAGES.blockOverlapsStay);
    expect(
      (await block(host, listingId, { startDate: '2030-06-05', endDate: '2030-06-07' })).statusCode,
    ).toBe(201);
    const overBlock = await block(host, listingId, { startDate: '2030-06-06', endDate: '2030-06-09' });
    expect(overBlock.statusCode).toBe(409);
    expect(overBlock.json().message).toBe(MESSAGES.blockOverlapsBlock);
    expect((await calendarOf(host, listingId)).json().blocks).toHaveLength(1);
  });

  it('declines a request over blocked nights (issue 22): approving it afterwards is a 409 that changes nothing', async () => {
    const listingId = await t.createListing(host);
    const request = await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-06-10',
      endDate: '2030-06-12',
      createdAt: new Date('2030-03-01T10:00:00Z'),
    });
    expect(
      (await block(host, listingId, { startDate: '2030-06-11', endDate: '2030-06-13' })).statusCode,
    ).toBe(201);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${request}/approve`,
      headers: host.headers,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(MESSAGES.bookingNotPendingApprove);
    const row = (await t.knex('bookings').select('status').where({ id: request }).first()) as {
      status: string;
    };
    expect(row.status).toBe('rejected');
  });

  it.each([
    [{ startDate: '2030-05-03', endDate: '2030-05-03' }, MESSAGES.blockRangeInvalid],
    [{ startDate: '2030-02-27', endDate: '2030-03-03' }, MESSAGES.blockInPast],
    [{ startDate: '2030-12-30', endDate: '2031-01-02' }, MESSAGES.blockOutsideWindow],
    [{ endDate: '2030-05-03' }, MESSAGES.blockStartRequired],
    [{ startDate: '2030-05-01', endDate: '2030-05-03', note: 'x'.repeat(501) }, MESSAGES.blockNoteTooLong],
  ])('answers 400 to %j and blocks nothing', async (body, message) => {
    const listingId = await t.createListing(host);
    const res = await block(host, listingId, body);
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    expect(await t.knex('calendar_blocks').where({ listing_id: listingId })).toEqual([]);
  });

  it("answers 404 for another host's listing and blocks, 403 for a renter, 404 for an unknown block", async () => {
    const listingId = await t.createListing(host);
    const created = (await block(host, listingId, { startDate: '2030-05-01', endDate: '2030-05-02' })).json();
    expect((await calendarOf(otherHost, listingId)).statusCode).toBe(404);
    expect(
      (await block(otherHost, listingId, { startDate: '2030-05-05', endDate: '2030-05-06' })).statusCode,
    ).toBe(404);
    expect((await unblock(otherHost, listingId, created.id)).statusCode).toBe(404);
    expect((await calendarOf(renter, listingId)).statusCode).toBe(403);
    const otherListing = await t.createListing(host);
    expect((await unblock(host, otherListing, created.id)).statusCode).toBe(404);
    expect((await calendarOf(host, listingId)).json().blocks).toHaveLength(1);
  });
});
