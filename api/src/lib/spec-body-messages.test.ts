// Bodies state what the server enforces (issue 23 item 4: required dates, ratings as numbers); a body
// the tighter schema refuses still answers with the form's own message (SPEC 5), never ajv's text.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp, type TestUser } from '../test/build-test-app';

let t: TestApp;
let renter: TestUser;
let host: TestUser;
let admin: TestUser;
let listingId: string;
const SOME_ID = '0b8e7d6c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

beforeAll(async () => {
  t = await buildTestApp();
  renter = await t.createUser();
  host = await t.createUser({ roles: ['renter', 'host'] });
  admin = await t.createUser({ roles: ['renter', 'admin'] });
  listingId = await t.createListing(host);
});
afterAll(() => t.close());

const send = (who: TestUser, method: InjectOptions['method'], url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: who.headers, payload: payload as InjectOptions['payload'] });

it.each([
  ['a review without a stay', () => send(renter, 'POST', '/api/reviews', {}), MESSAGES.reviewBookingRequired],
  [
    'a review without a rating',
    () => send(renter, 'POST', '/api/reviews', { bookingId: SOME_ID, comment: 'Lovely' }),
    MESSAGES.reviewRatingRequired,
  ],
  [
    'a review of 7 stars',
    () => send(renter, 'POST', '/api/reviews', { bookingId: SOME_ID, rating: 7, comment: 'Lovely' }),
    MESSAGES.reviewRatingInvalid,
  ],
  [
    'a changed review without a rating',
    () => send(renter, 'PUT', `/api/reviews/${SOME_ID}`, { comment: 'Lovely' }),
    MESSAGES.reviewRatingRequired,
  ],
  [
    'a booking without dates',
    () => send(renter, 'POST', '/api/bookings', { listingId }),
    MESSAGES.checkInRequired,
  ],
  [
    'a booking without a check-out',
    () => send(renter, 'POST', '/api/bookings', { listingId, startDate: '2030-05-01' }),
    MESSAGES.checkOutRequired,
  ],
  [
    'a block without dates',
    () => send(host, 'POST', `/api/listings/${listingId}/blocks`, { note: 'Painting' }),
    MESSAGES.blockStartRequired,
  ],
  [
    'a destination without an image',
    () => send(admin, 'POST', '/api/admin/destinations', { name: 'Ericeira' }),
    MESSAGES.destinationNameAndImageRequired,
  ],
  [
    'a destination renamed to nothing',
    () => send(admin, 'PUT', `/api/admin/destinations/${SOME_ID}`, { name: '  ' }),
    MESSAGES.destinationNameRequired,
  ],
])('refuses %s with 400 and the form message', async (_case, request, message) => {
  const res = await request();
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 400,
    body: expect.objectContaining({ statusCode: 400, error: 'Bad Request', message }),
  });
});

it('refuses what only the schema refuses (a rating sent as text) with 400, and no review', async () => {
  const bookingId = await t.insertCompletedStay(listingId, renter);
  const res = await send(renter, 'POST', '/api/reviews', { bookingId, rating: '5', comment: 'Lovely' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/rating/);
  expect(await t.knex('reviews').where({ booking_id: bookingId }).first()).toBeUndefined();
});

it('keeps the parameters’ own refusal when the path is wrong', async () => {
  const res = await send(renter, 'PUT', '/api/reviews/not-an-id', { rating: 4, comment: 'Lovely' });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/params/);
});
