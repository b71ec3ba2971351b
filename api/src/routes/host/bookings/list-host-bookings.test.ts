import type { Booking } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/host/bookings', headers });

describe('GET /api/host/bookings', () => {
  it("lists the bookings of the host's own listings, newest first, with the renter's name", async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const otherHost = await t.createUser({ roles: ['renter', 'host'] });
    const ana = await t.createUser({ name: 'Ana Silva' });
    const ben = await t.createUser({ name: 'Ben Okafor' });
    const mine = await t.createListing(host, { title: 'Cliff house' });
    const theirs = await t.createListing(otherHost);
    const older = await t.insertBooking({
      listingId: mine,
      renter: ana,
      startDate: '2030-02-01',
      endDate: '2030-02-03',
    });
    const newer = await t.insertBooking({
      listingId: mine,
      renter: ben,
      startDate: '2030-03-01',
      endDate: '2030-03-03',
      status: 'approved',
    });
    await t.insertBooking({ listingId: theirs, renter: ana, startDate: '2030-02-01', endDate: '2030-02-03' });

    const res = await list(host.headers);
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Booking[] }).items;
    expect(items.map((booking) => booking.id)).toEqual([newer, older]);
    expect(items[0]).toMatchObject({
      renter: { name: 'Ben Okafor' },
      status: 'approved',
      listing: { title: 'Cliff house' },
    });
    expect(items[1]?.renter.name).toBe('Ana Silva');
  });

  it('answers 401 signed out and 403 for a renter', async () => {
    const renter = await t.createUser();
    expect((await list()).statusCode).toBe(401);
    expect((await list(renter.headers)).statusCode).toBe(403);
  });
});
