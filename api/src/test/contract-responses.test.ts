// The contract check of the test apps must be able to fail: an answer the committed document does not
// describe is recorded, one it describes is not.
import Fastify from 'fastify';
import { watchContract } from './contract-responses';

it('records an answer whose body the committed document does not describe', async () => {
  const app = Fastify();
  const contract = watchContract(app);
  let body: unknown = { user: null };
  // A loose schema of its own, so only the contract check can object to the body.
  app.get('/api/session', { schema: { response: { 200: {} } } }, async () => body);
  await app.ready();

  await app.inject({ method: 'GET', url: '/api/session' });
  expect([...contract.mismatches]).toEqual([]);

  body = { user: { id: 'not-a-uuid', name: 'Ana' } };
  await app.inject({ method: 'GET', url: '/api/session' });
  expect([...contract.mismatches]).toEqual([expect.stringMatching(/^GET \/api\/session -> 200: /)]);
  await app.close();
});

it('records an error body without a catalogue code, and a 500 that says more than INTERNAL', async () => {
  const app = Fastify();
  const contract = watchContract(app);
  let answer: { status: number; body: unknown } = {
    status: 409,
    body: { statusCode: 409, error: 'Conflict', code: 'BOOKING_DATES_TAKEN', message: 'taken' },
  };
  app.get('/nowhere-declared', async (_request, reply) => reply.code(answer.status).send(answer.body));
  await app.ready();

  await app.inject({ method: 'GET', url: '/nowhere-declared' });
  expect([...contract.mismatches]).toEqual([]);

  answer = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'taken' } };
  await app.inject({ method: 'GET', url: '/nowhere-declared' });
  answer = {
    status: 500,
    body: { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'at db.js:12' },
  };
  await app.inject({ method: 'GET', url: '/nowhere-declared' });
  expect([...contract.mismatches]).toEqual([
    expect.stringMatching(/-> 409: error body without a catalogue code/),
    expect.stringMatching(/-> 500: a 500 that says more than INTERNAL/),
  ]);
  await app.close();
});
