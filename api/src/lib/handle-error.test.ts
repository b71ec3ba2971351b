// The error handler keeps the status, code and message of our own HttpErrors (a 503 or a 429 a route
// chose to throw once left as a 500 or with another message), says a plugin's 429 the spec's way,
// hides a real fault behind the spec's 500 message and `INTERNAL`, and names the inputs a schema
// refused (issue 23).
import { Type } from 'typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { handleError, handleNotFound } from './handle-error';
import { badRequest, HttpError } from './http-errors';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.get('/ours-503', () => {
    throw new HttpError(503, MESSAGES.imageProcessingBusy);
  });
  app.get('/ours-429', () => {
    throw new HttpError(429, MESSAGES.imagePixelBudgetSpent);
  });
  app.get('/ours-with-field', () => {
    throw badRequest(MESSAGES.checkOutBeforeCheckIn).about('endDate');
  });
  app.get('/ours-500', () => {
    throw new HttpError(500, 'secret detail a route should not have said', 'REQUEST_REFUSED');
  });
  app.get('/plugin-429', () => {
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
  app.get('/plugin-401', () => {
    throw Object.assign(new Error('Authorization header is missing'), { statusCode: 401 });
  });
  app.get('/fault', () => {
    throw new Error('secret detail of a bug');
  });
  app.get('/db-taken', () => {
    throw Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01' });
  });
  app.post(
    '/schema',
    {
      schema: {
        body: Type.Object({ startDate: Type.String(), stay: Type.Object({ nights: Type.Integer() }) }),
      },
    },
    () => ({}),
  );
  await app.ready();
});
afterAll(() => app.close());

it.each([
  ['/ours-503', 503, 'Service Unavailable', 'IMAGE_PROCESSING_BUSY', MESSAGES.imageProcessingBusy],
  ['/ours-429', 429, 'Too Many Requests', 'IMAGE_PIXEL_BUDGET_SPENT', MESSAGES.imagePixelBudgetSpent],
  ['/ours-500', 500, 'Internal Server Error', 'INTERNAL', MESSAGES.somethingWentWrong],
  ['/plugin-429', 429, 'Too Many Requests', 'RATE_LIMITED', MESSAGES.tooManyRequests],
  ['/plugin-401', 401, 'Unauthorized', 'UNAUTHENTICATED', 'Authorization header is missing'],
  ['/fault', 500, 'Internal Server Error', 'INTERNAL', MESSAGES.somethingWentWrong],
  ['/db-taken', 409, 'Conflict', 'BOOKING_DATES_TAKEN', MESSAGES.bookingDatesUnavailable],
])('%s answers %i with its code and message', async (url, statusCode, error, code, message) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toEqual({ statusCode, error, code, message });
});

it('names the field a rule refused', async () => {
  const res = await app.inject({ method: 'GET', url: '/ours-with-field' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    statusCode: 400,
    error: 'Bad Request',
    code: 'CHECK_OUT_BEFORE_CHECK_IN',
    message: MESSAGES.checkOutBeforeCheckIn,
    fields: ['endDate'],
  });
});

it.each([
  [{ stay: { nights: 2 } }, ['startDate']],
  [{ startDate: '2031-01-01', stay: { nights: 'two' } }, ['stay.nights']],
])('answers a schema failure as VALIDATION_FAILED naming the input (%j)', async (payload, fields) => {
  const res = await app.inject({ method: 'POST', url: '/schema', payload });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    statusCode: 400,
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    fields,
  });
});

it('answers malformed JSON as MALFORMED_BODY without fields', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/schema',
    headers: { 'content-type': 'application/json' },
    payload: '{"startDate":',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'MALFORMED_BODY' });
  expect(res.json()).not.toHaveProperty('fields');
});

it('answers an unknown route as NOT_FOUND', async () => {
  const res = await app.inject({ method: 'GET', url: '/nowhere' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    statusCode: 404,
    error: 'Not Found',
    code: 'NOT_FOUND',
    message: 'Route GET /nowhere not found',
  });
  expect(ERROR_CODES).toContain(res.json().code);
});
