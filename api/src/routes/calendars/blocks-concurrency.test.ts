import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date('2030-03-01T12:00:00Z'));
});
afterAll(() => t.close());

// PRODUCT 22: a block and an approved stay never share a night, even when the host blocks in one tab
// while approving in another, or blocks the same nights twice at once.
it('parallel blocks and approvals over the same nights: exactly one takes them, the rest get 409, no 5xx', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const renter = await t.createUser();
  const listingId = await t.createListing(host);
  const requests: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    requests.push(
      await t.insertBooking({
        listingId,
        renter,
        startDate: `2030-06-${String(10 + i).padStart(2, '0')}`,
        endDate: '2030-06-25',
        createdAt: new Date('2030-03-01T10:00:00Z'),
      }),
    );
  }
  const calls = [
    ...requests.map((id) => ({ method: 'POST' as const, url: `/api/bookings/${id}/approve` })),
    ...Array.from({ length: 10 }, (_, i) => ({
      method: 'POST' as const,
      url: `/api/listings/${listingId}/blocks`,
      payload: { startDate: `2030-06-${String(20 + (i % 5)).padStart(2, '0')}`, endDate: '2030-06-26' },
    })),
  ];
  const responses = await Promise.all(calls.map((call) => t.app.inject({ ...call, headers: host.headers })));
  const codes = responses.map((res) => res.statusCode);
  expect(codes.filter((code) => code >= 500)).toEqual([]);
  expect(codes.filter((code) => code === 200 || code === 201)).toHaveLength(1);
  for (const res of responses.filter((r) => r.statusCode === 409)) {
    expect([
      MESSAGES.bookingNotPendingApprove,
      MESSAGES.bookingDatesUnavailable,
      MESSAGES.blockOverlapsStay,
      MESSAGES.blockOverlapsBlock,
    ]).toContain(res.json().message);
  }
  const taken = await t.knex('taken_ranges').where({ listing_id: listingId });
  expect(taken).toHaveLength(1);
});

it('Postgres itself refuses a block over an approved stay, whatever the application does', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const renter = await t.createUser();
  const listingId = await t.createListing(host);
  await t.insertBooking({
    listingId,
    renter,
    startDate: '2030-06-01',
    endDate: '2030-06-05',
    status: 'approved',
  });
  await expect(
    t
      .knex('calendar_blocks')
      .insert({ listing_id: listingId, start_date: '2030-06-04', end_date: '2030-06-06', source: 'host' }),
  ).rejects.toMatchObject({ code: '23P01' });
  await expect(
    t
      .knex('calendar_blocks')
      .insert({ listing_id: listingId, start_date: '2030-06-05', end_date: '2030-06-06', source: 'host' }),
  ).resolves.toBeDefined();
});
