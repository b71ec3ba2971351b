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
