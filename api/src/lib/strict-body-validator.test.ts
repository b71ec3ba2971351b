// JSON bodies keep their types (issue 11): fastify's default validator coerces, so `{"isActive": null}`
// deactivated a listing, `{"rating": true}` was stored as 1 and an admin could name a destination
// `true`. Querystrings are text and are still converted.
import { buildTestApp, type TestApp, type TestUser } from '../test/build-test-app';

let t: TestApp;
let host: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [host, admin] = await Promise.all([
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'admin'] }),
  ]);
});
afterAll(() => t.close());

it.each([null, 0, 1, 'false', 'true', ''])(
  'refuses {"isActive": %j} with 400 and leaves the listing as it was',
  async (isActive) => {
    const id = await t.createListing(host);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${id}/status`,
      headers: host.headers,
      payload: { isActive },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/isActive/);
    const row = await t.knex('listings').where({ id }).first('is_active');
    expect(row.is_active).toBe(true);
  },
);

it('still takes a real boolean', async () => {
  const id = await t.createListing(host);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/listings/${id}/status`,
    headers: host.headers,
    payload: { isActive: false },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().isActive).toBe(false);
});

it.each([true, false, [5]])('refuses a review rated %j with 400 and stores nothing', async (rating) => {
  const renter = await t.createUser();
  const bookingId = await t.insertCompletedStay(await t.createListing(host), renter);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: renter.headers,
    payload: { bookingId, rating, comment: 'Lovely stay' },
  });
  expect(res.statusCode).toBe(400);
  expect(await t.knex('reviews').where({ booking_id: bookingId }).first()).toBeUndefined();
});

it.each([true, 42, ['Lisbon']])('refuses a destination named %j with 400', async (name) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/destinations',
    headers: admin.headers,
    payload: { name, image: '/uploads/destinations/x.webp' },
  });
  expect(res.statusCode).toBe(400);
  expect(
    await t
      .knex('destinations')
      .where({ name: String(name) })
      .first(),
  ).toBeUndefined();
});

it('still converts querystrings, which are text on the wire', async () => {
  await Promise.all([t.createListing(host), t.createListing(host), t.createListing(host)]);
  const res = await t.app.inject({ method: 'GET', url: '/api/listings?limit=2' });
  expect(res.statusCode).toBe(200);
  expect(res.json().items).toHaveLength(2);
});
