// Bad input never produces a 500 (issue 3): arbitrary JSON bodies and path ids thrown at the write
// endpoints of bookings, reviews, host requests and destinations always get a 4xx error body.
import fc from 'fast-check';
import { buildTestApp, type TestApp, type TestUser } from '../test/build-test-app';

let t: TestApp;
let renter: TestUser;
let host: TestUser;
let admin: TestUser;
let listingId: string;

beforeAll(async () => {
  t = await buildTestApp();
  renter = await t.createUser();
  host = await t.createUser({ roles: ['renter', 'host'] });
  admin = await t.createUser({ roles: ['renter', 'admin'] });
  listingId = await t.createListing(host);
});
afterAll(() => t.close());

type Target = { method: 'POST' | 'PUT'; url: (id: string) => string; who: () => TestUser };

const TARGETS: Target[] = [
  { method: 'POST', url: () => '/api/bookings', who: () => renter },
  { method: 'POST', url: (id) => `/api/bookings/${id}/approve`, who: () => host },
  { method: 'POST', url: () => '/api/reviews', who: () => renter },
  { method: 'PUT', url: (id) => `/api/reviews/${id}`, who: () => renter },
  { method: 'POST', url: () => '/api/host-requests', who: () => renter },
  { method: 'POST', url: (id) => `/api/admin/reviews/${id}/reject`, who: () => admin },
  { method: 'POST', url: () => '/api/admin/destinations', who: () => admin },
  { method: 'PUT', url: (id) => `/api/admin/destinations/${id}`, who: () => admin },
];

// Bodies shaped like the real ones (so they get past the schema now and then) or anything at all.
const field = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '  ',
    '2030-02-30',
    '2030-07-01',
    '2030-07-04',
    '0',
    '5',
    'null',
    '../x',
    '/uploads/destinations/a.jpg',
  ),
  fc.integer({ min: -10, max: 10 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const shapedBody = fc.record(
  {
    listingId: fc.oneof(fc.constant('LISTING'), fc.uuid(), fc.string()),
    startDate: field,
    endDate: field,
    message: field,
    bookingId: fc.oneof(fc.uuid(), field),
    rating: field,
    comment: field,
    reason: field,
    name: field,
    email: field,
    password: field,
    image: field,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(shapedBody, fc.jsonValue({ maxDepth: 3 }));
const id = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }).map(encodeURIComponent), fc.constant('%00'));

it('answers every malformed request with a 4xx error body, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...TARGETS), body, id, async (target, payload, pathId) => {
      const json = JSON.parse(
        JSON.stringify(payload ?? null).replace('"LISTING"', JSON.stringify(listingId)),
      );
      const res = await t.app.inject({
        method: target.method,
        url: target.url(pathId),
        headers: { ...target.who().headers, 'content-type': 'application/json' },
        payload: JSON.stringify(json),
      });
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.json()).toEqual({
          statusCode: res.statusCode,
          error: expect.any(String),
          message: expect.any(String),
        });
      }
    }),
    { numRuns: 300 },
  );
});
