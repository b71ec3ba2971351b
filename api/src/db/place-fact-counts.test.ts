import { migrationSource } from './migration-source';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// A place search filtered by guests, type or bedrooms totals its matches from listing_place_facts
// (migrations/20261212000005), kept by trigger: its totals must equal counting the listings after
// every way a listing can change, and the migration must fill it from listings already there.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const window = { availableFrom: '2030-01-01', availableTo: '2030-12-31' };

async function total(query: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { total: number }).total;
}

/** The same filters, counted on the listings themselves. */
async function counted(city: string, where: string): Promise<number> {
  const result = await t.knex.raw<{ rows: { n: number }[] }>(
    `SELECT count(*)::int AS n FROM listings WHERE city = ? AND is_active AND deleted_at IS NULL AND ${where}`,
    [city],
  );
  return result.rows[0]!.n;
}

it('follows listings created, edited, moved, deactivated and deleted', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const villa = await t.createListing(host, {
    city: 'Factport',
    country: 'Countia',
    propertyType: 'villa',
    bedrooms: 3,
    maxGuests: 6,
    ...window,
  });
  const flat = await t.createListing(host, {
    city: 'Factport',
    country: 'Countia',
    propertyType: 'flat',
    bedrooms: 1,
    maxGuests: 2,
    ...window,
  });
  await t.createListing(host, {
    city: 'Factport',
    country: 'Countia',
    propertyType: 'villa',
    bedrooms: 2,
    maxGuests: 4,
    isActive: false,
    ...window,
  });

  const check = async (expected: { villas2: number; guests4: number }) => {
    expect(await total('location=factport&type=villa&minBedrooms=2')).toBe(expected.villas2);
    expect(await counted('Factport', `property_type = 'villa' AND bedrooms >= 2`)).toBe(expected.villas2);
    expect(await total('location=factport&guests=4')).toBe(expected.guests4);
    expect(await counted('Factport', 'max_guests >= 4')).toBe(expected.guests4);
  };
  await check({ villas2: 1, guests4: 1 });

  // Facts edited: the flat becomes a 2-bedroom villa for 4.
  await t.knex('listings').where({ id: flat }).update({ property_type: 'villa', bedrooms: 2, max_guests: 4 });
  await check({ villas2: 2, guests4: 2 });
  // Deactivated, then active again.
  await t.knex('listings').where({ id: villa }).update({ is_active: false });
  await check({ villas2: 1, guests4: 1 });
  await t.knex('listings').where({ id: villa }).update({ is_active: true });
  await check({ villas2: 2, guests4: 2 });
  // Moved to another town, and deleted.
  await t.knex('listings').where({ id: villa }).update({ city: 'Elsewhere' });
  await check({ villas2: 1, guests4: 1 });
  expect(await total('location=elsewhere&guests=4')).toBe(1);
  await t.knex('listings').where({ id: flat }).update({ deleted_at: t.knex.fn.now() });
  await check({ villas2: 0, guests4: 0 });
  // A combination back at zero is no match.
  expect(await total('location=factport&type=villa')).toBe(0);
});

it('the migration fills the counts from the listings already there', async () => {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  for (const bedrooms of [1, 2, 2, 4]) {
    await t.createListing(host, {
      city: 'Oldfacts',
      country: 'Upgradia',
      propertyType: 'house',
      bedrooms,
      maxGuests: 2 * bedrooms,
      ...window,
    });
  }
  await t.knex.migrate.down({ migrationSource, name: '20261212000005_place_fact_counts' });
  await t.knex.migrate.up({ migrationSource, name: '20261212000005_place_fact_counts' });
  expect(await total('location=oldfacts&minBedrooms=2')).toBe(3);
  expect(await total('location=oldfacts&guests=5')).toBe(1);
  expect(await total('location=oldfacts&type=house,villa&minBedrooms=3')).toBe(1);
});
