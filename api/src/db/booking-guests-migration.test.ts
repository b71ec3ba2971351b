import { migrationSource } from './migration-source';
import { buildTestApp, type TestApp, type TestUser } from '../test/build-test-app';

// Issue 24: bookings say who is coming. Those made before get a plain party from their listing's
// maximum, and the columns refuse what shared-domain's validateGuests would (its ranges, mirrored).

let t: TestApp;
let host: TestUser;
let renter: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser();
});
afterAll(() => t.close());

const partyOf = async (id: string) =>
  t.knex('bookings').where({ id }).first('adults', 'children', 'infants', 'pets');

it('gives bookings made before guests were asked two adults, or one where the place takes one', async () => {
  const single = await t.createListing(host, { maxGuests: 1 });
  const family = await t.createListing(host, { maxGuests: 6 });
  const alone = await t.insertBooking({
    listingId: single,
    renter,
    startDate: '2030-03-01',
    endDate: '2030-03-03',
  });
  const couple = await t.insertBooking({
    listingId: family,
    renter,
    startDate: '2030-03-01',
    endDate: '2030-03-03',
  });
  await t.knex.migrate.down({ migrationSource, name: '20261211000002_booking_guests' });
  await t.knex.migrate.up({ migrationSource, name: '20261211000002_booking_guests' });
  expect(await partyOf(alone)).toEqual({ adults: 1, children: 0, infants: 0, pets: false });
  expect(await partyOf(couple)).toEqual({ adults: 2, children: 0, infants: 0, pets: false });
});

it('refuses no adult, too many infants and more than 16 counted guests', async () => {
  const listingId = await t.createListing(host);
  const id = await t.insertBooking({ listingId, renter, startDate: '2030-04-01', endDate: '2030-04-03' });
  for (const party of [{ adults: 0 }, { infants: 6 }, { children: -1 }, { adults: 10, children: 7 }])
    await expect(t.knex('bookings').where({ id }).update(party)).rejects.toMatchObject({ code: '23514' });
  await t.knex('bookings').where({ id }).update({ adults: 10, children: 6, infants: 5, pets: true });
  expect(await partyOf(id)).toEqual({ adults: 10, children: 6, infants: 5, pets: true });
});
