import { migrationSource } from './migration-source';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// The places migration fills `listing_places`, `listings.place_id` and `taken_ranges.place_id` from
// the listings and stays a database already holds, so a search right after the upgrade is correct.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('fills the places, their public counts and the taken nights from existing data', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const renter = await t.createUser();
  const window = { availableFrom: '2030-01-01', availableTo: '2030-12-31' };
  const open = await t.createListing(host, { city: 'Oldport', country: 'Upgradia', ...window });
  await t.createListing(host, { city: 'Oldport', country: 'Upgradia', ...window });
  await t.createListing(host, { city: 'Oldport', country: 'Upgradia', isActive: false, ...window });
  await t.insertBooking({
    listingId: open,
    renter,
    startDate: '2030-05-01',
    endDate: '2030-05-04',
    status: 'approved',
  });

  // The place facts counts (a later migration) hang on the places: down first, up after.
  await t.knex.migrate.down({ migrationSource, name: '20261212000005_place_fact_counts' });
  await t.knex.migrate.down({ migrationSource, name: '20261127000001_listing_places' });
  await t.knex.migrate.up({ migrationSource, name: '20261127000001_listing_places' });
  await t.knex.migrate.up({ migrationSource, name: '20261212000005_place_fact_counts' });

  const place = (await t.knex('listing_places').where({ city: 'Oldport', country: 'Upgradia' }).first()) as {
    id: number;
    public_listings: number;
  };
  expect(place.public_listings).toBe(2);
  const taken = (await t.knex('taken_ranges').where({ listing_id: open }).first()) as { place_id: number };
  expect(taken.place_id).toBe(place.id);
  const search = await t.app.inject({
    method: 'GET',
    url: '/api/listings?location=oldport&checkin=2030-05-02&checkout=2030-05-05',
  });
  expect(search.json()).toMatchObject({ total: 1 });
  expect(search.json().items.map((l: { id: string }) => l.id)).not.toContain(open);
});
