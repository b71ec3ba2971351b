// The error handler keeps the status and message of our own HttpErrors (a 503 or a 429 a route chose
// to throw once left as a 500 or with another message), says a plugin's 429 the spec's way, and hides
// a real fault behind the spec's 500 message.
import Fastify, { type FastifyInstance } from 'fastify';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { handleError } from './handle-error';
import { HttpError } from './http-errors';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get('/ours-503', () => {
    throw new HttpError(503, 'The image service is busy. Please try again in a moment.');
  });
  app.get('/ours-429', () => {
    throw new HttpError(429, 'Too many sign-in attempts. Please wait 15 minutes.');
  });
  app.get('/plugin-429', () => {
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
  app.get('/fault', () => {
    throw new Error('secret detail of a bug');
  });
  await app.ready();
});
afterAll(() => app.close());

it.each([
  ['/ours-503', 503, 'Service Unavailable', 'The image service is busy. Please try again in a moment.'],
  ['/ours-429', 429, 'Too Many Requests', 'Too many sign-in attempts. Please wait 15 minutes.'],
  ['/plugin-429', 429, 'Too Many Requests', MESSAGES.tooManyRequests],
  ['/fault', 500, 'Internal Server Error', MESSAGES.somethingWentWrong],
])('%s answers %i with its message', async (url, statusCode, error, message) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(statusCode);
  expect(res.json()).toEqual({ statusCode, error, message });
});
