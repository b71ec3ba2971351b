import { migrationSource } from './migration-source';
import { buildTestApp, type TestApp, type TestUser } from '../test/build-test-app';

// taken_ranges follows approved bookings by trigger, and its exclusion constraint is the one rule
// that keeps every taken night (stays now, blocks with the calendar) from overlapping.

let t: TestApp;
let host: TestUser;
let renter: TestUser;
let listingId: string;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
  listingId = await t.createListing(host);
});
afterAll(() => t.close());

const rangesOf = async (bookingId: string) =>
  (
    await t.knex('taken_ranges').where({ booking_id: bookingId }).select(t.knex.raw('during::text as during'))
  ).map((row: { during: string }) => row.during);

it('takes the nights of a booking while it is approved, and frees them when it stops being', async () => {
  const id = await t.insertBooking({ listingId, renter, startDate: '2030-03-10', endDate: '2030-03-13' });
  expect(await rangesOf(id)).toEqual([]);
  await t.knex('bookings').where({ id }).update({ status: 'approved' });
  expect(await rangesOf(id)).toEqual(['[2030-03-10,2030-03-13)']);
  await t.knex('bookings').where({ id }).update({ status: 'cancelled' });
  expect(await rangesOf(id)).toEqual([]);
});

it('refuses a second approved stay over a taken night, and allows one starting on the check-out day', async () => {
  await t.insertBooking({
    listingId,
    renter,
    startDate: '2030-04-10',
    endDate: '2030-04-13',
    status: 'approved',
  });
  const next = await t.insertBooking({ listingId, renter, startDate: '2030-04-13', endDate: '2030-04-15' });
  await t.knex('bookings').where({ id: next }).update({ status: 'approved' });
  expect(await rangesOf(next)).toEqual(['[2030-04-13,2030-04-15)']);

  const overlapping = await t.insertBooking({
    listingId,
    renter,
    startDate: '2030-04-14',
    endDate: '2030-04-16',
  });
  await expect(
    t.knex('bookings').where({ id: overlapping }).update({ status: 'approved' }),
  ).rejects.toMatchObject({
    code: '23P01',
  });
  expect(await rangesOf(overlapping)).toEqual([]);
});

it('fills itself from the approved bookings that exist when it is applied', async () => {
  const approved = await t.insertBooking({
    listingId,
    renter,
    startDate: '2030-06-01',
    endDate: '2030-06-04',
    status: 'approved',
  });
  await t.knex.migrate.down({ migrationSource, name: '20261125000001_taken_ranges' });
  await t.knex.migrate.up({ migrationSource, name: '20261125000001_taken_ranges' });
  expect(await rangesOf(approved)).toEqual(['[2030-06-01,2030-06-04)']);
});
