// The database cannot serve (issue 11): every connection busy, refused, too slow. Callers get a 503
// with the catalogue's message within the acquire timeout, never a 500 or a request that hangs, and
// /api/ready says "not ready" in time for a load balancer.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ databasePoolMax: 2, databaseAcquireTimeoutMs: 300 });
});
afterAll(() => t.close());

it('answers 503 quickly while every pooled connection is taken, and recovers', async () => {
  const user = await t.createUser();
  const held = await Promise.all([t.knex.client.acquireConnection(), t.knex.client.acquireConnection()]);
  try {
    const started = Date.now();
    for (const request of [
      { method: 'GET' as const, url: '/api/listings' },
      { method: 'GET' as const, url: '/api/me', headers: user.headers },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: MESSAGES.serviceUnavailable,
      });
    }
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await Promise.all(held.map((connection: unknown) => t.knex.client.releaseConnection(connection)));
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/listings' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
});
