import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// PRODUCT.md 3: double booking is impossible even when the host (or several tabs) approve at once.
it('50 parallel approvals of 50 mutually overlapping requests approve exactly one, the rest get 409, no 5xx', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const listingId = await t.createListing(host);
  const renters = await Promise.all(Array.from({ length: 5 }, () => t.createUser()));
  const ids: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    // Every range contains the night of 2030-06-20, so any two of them overlap.
    const start = 1 + (i % 19);
    ids.push(
      await t.insertBooking({
        listingId,
        renter: renters[i % renters.length]!,
        startDate: `2030-06-${String(start).padStart(2, '0')}`,
        endDate: `2030-06-${String(21 + (i % 9)).padStart(2, '0')}`,
      }),
    );
  }

  const responses = await Promise.all(
    ids.map((id) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${id}/approve`, headers: host.headers }),
    ),
  );

  const codes = responses.map((res) => res.statusCode);
  expect(codes.filter((code) => code >= 500)).toEqual([]);
  expect(codes.filter((code) => code === 200)).toHaveLength(1);
  expect(codes.filter((code) => code === 409)).toHaveLength(49);
  for (const res of responses.filter((r) => r.statusCode === 409)) {
    expect([MESSAGES.bookingNotPendingApprove, MESSAGES.bookingDatesUnavailable]).toContain(
      res.json().message,
    );
  }

  const rows = (await t.knex('bookings').select('id', 'status').where({ listing_id: listingId })) as {
    id: string;
    status: string;
  }[];
  const approved = rows.filter((row) => row.status === 'approved');
  expect(approved).toHaveLength(1);
  expect(approved[0]?.id).toBe(responses.find((res) => res.statusCode === 200)?.json().id);
  // The winner's approval rejected every other request in the same transaction.
  expect(rows.filter((row) => row.status === 'rejected')).toHaveLength(49);
});

it('Postgres itself refuses a second overlapping approved stay, whatever the application does', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const renter = await t.createUser();
  const listingId = await t.createListing(host);
  await t.insertBooking({
    listingId,
    renter,
    startDate: '2030-09-01',
    endDate: '2030-09-05',
    status: 'approved',
  });
  const pending = await t.insertBooking({
    listingId,
    renter,
    startDate: '2030-09-04',
    endDate: '2030-09-06',
  });
  await expect(
    t.knex('bookings').where({ id: pending }).update({ status: 'approved' }),
  ).rejects.toMatchObject({
    code: '23P01',
  });
});
