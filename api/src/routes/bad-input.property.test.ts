// Bad input never produces a 500 (issue 3): arbitrary JSON bodies and path ids thrown at the write
// endpoints (auth, profile, listings, bookings, reviews, host requests, destinations) and arbitrary
// search parameters always get a 4xx error body.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { errorBody } from '../lib/http-errors';
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

type Target = {
  method: 'POST' | 'PUT' | 'PATCH';
  url: (id: string) => string;
  who: () => TestUser | null;
};

const TARGETS: Target[] = [
  { method: 'POST', url: () => '/api/auth/signup', who: () => null },
  { method: 'POST', url: () => '/api/auth/signin', who: () => null },
  { method: 'PATCH', url: () => '/api/me', who: () => renter },
  { method: 'POST', url: () => '/api/listings', who: () => host },
  { method: 'PUT', url: (id) => `/api/listings/${id}`, who: () => host },
  { method: 'POST', url: () => '/api/host-requests', who: () => null },
  { method: 'POST', url: () => '/api/bookings', who: () => renter },
  { method: 'POST', url: (id) => `/api/bookings/${id}/approve`, who: () => host },
  { method: 'POST', url: () => '/api/reviews', who: () => renter },
  { method: 'PUT', url: (id) => `/api/reviews/${id}`, who: () => renter },
  { method: 'POST', url: () => '/api/host-requests', who: () => renter },
  { method: 'POST', url: (id) => `/api/admin/reviews/${id}/reject`, who: () => admin },
  { method: 'POST', url: () => '/api/admin/destinations', who: () => admin },
  { method: 'PUT', url: (id) => `/api/admin/destinations/${id}`, who: () => admin },
  { method: 'POST', url: (id) => `/api/conversations/${id}/reports`, who: () => renter },
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
    '/uploads/listings/a.jpg',
    'a\u0000b', // valid JSON, but Postgres text cannot hold a NUL
    '0x10',
    '1e3',
  ),
  fc.string({ unit: 'grapheme' }),
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
    title: field,
    description: field,
    pricePerNight: field,
    address: field,
    city: field,
    country: field,
    availableFrom: field,
    availableTo: field,
    photos: fc.oneof(field, fc.array(field, { maxLength: 3 })),
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
        headers: { ...target.who()?.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(json),
      });
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode >= 400) {
        // `fields` too when the refusal is about some; the contract check validates the rest.
        expect(res.json()).toMatchObject({
          statusCode: res.statusCode,
          error: expect.any(String),
          code: expect.any(String),
          message: expect.any(String),
        });
      }
    }),
    { numRuns: 300 },
  );
});

const queryValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', '%00', '%', '_', '2026-02-30', '2030-07-01', '-1', 'NaN', 'abc', '1e3', 'bad-cursor'),
);

it('answers every malformed search with a 4xx error body, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record(
        {
          location: queryValue,
          checkin: queryValue,
          checkout: queryValue,
          limit: queryValue,
          cursor: queryValue,
        },
        { requiredKeys: [] },
      ),
      async (query) => {
        const search = Object.entries(query)
          // %00 is sent raw: it is the URL encoding of a NUL character.
          .map(([key, value]) => `${key}=${value === '%00' ? value : encodeURIComponent(value)}`)
          .join('&');
        const res = await t.app.inject({ method: 'GET', url: `/api/listings?${search}` });
        expect(res.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: 150 },
  );
});

// Inputs that once produced a 500, kept as plain examples.
it.each([
  [
    'a NUL in a sign-up name',
    () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'a\u0000', email: 'nul@example.test', password: 'Secret123!' },
    }),
    // Names refuse control characters themselves now, with a message that says so.
    MESSAGES.nameInvalidCharacters,
  ],
  [
    'a NUL in a sign-in email',
    () => ({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'a\u0000@example.test', password: 'Secret123!' },
    }),
    MESSAGES.invalidRequest,
  ],
  [
    'a NUL in a profile name',
    () => ({ method: 'PATCH', url: '/api/me', headers: renter.headers, payload: { name: 'x\u0000' } }),
    MESSAGES.nameInvalidCharacters,
  ],
  [
    'a NUL in a search location',
    () => ({ method: 'GET', url: '/api/listings?location=%00' }),
    MESSAGES.invalidRequest,
  ],
  [
    'a NUL in a booking message',
    () => ({
      method: 'POST',
      url: '/api/bookings',
      headers: renter.headers,
      payload: {
        listingId,
        startDate: '2030-07-01',
        endDate: '2030-07-04',
        guests: { adults: 1 },
        message: 'hi\u0000',
      },
    }),
    MESSAGES.invalidRequest,
  ],
] as const)('answers %s with 400', async (_case, request, message) => {
  const res = await t.app.inject(request() as InjectOptions);
  expect(res.json()).toMatchObject(errorBody(400, message));
});
