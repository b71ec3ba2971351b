// Redis shared by the replicas (issue 11): sign-in limits count across them and the exchange rates
// are fetched once for all; with Redis down, each replica limits and caches on its own and nothing
// fails. Two test apps on one Redis stand for two replicas.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { removeRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';

const redisUrl = testRedisUrl();
const redisKeyPrefix = uniqueRedisPrefix();
let provider: http.Server;
let ratesUrl: string;
let providerHits = 0;
const apps: TestApp[] = [];

beforeAll(async () => {
  provider = http.createServer((_req, res) => {
    providerHits += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"rates":{"USD":1.2,"GBP":0.9}}');
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  ratesUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/latest`;
  for (let i = 0; i < 2; i += 1) {
    apps.push(await buildTestApp({ redisUrl, redisKeyPrefix, ratesUrl, authRateLimitPerMinute: 2 }));
  }
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await new Promise((resolve) => provider.close(resolve));
  await removeRedisKeys(redisUrl, redisKeyPrefix);
});

const failedSignIn = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'nobody@example.test', password: 'Wrong-123' },
  });

it('counts sign-in attempts across the replicas: a client cannot spread its guesses', async () => {
  const [a, b] = apps as [TestApp, TestApp];
  expect((await failedSignIn(a)).statusCode).toBe(401);
  expect((await failedSignIn(b)).statusCode).toBe(401);
  expect((await failedSignIn(a)).statusCode).toBe(429);
  expect((await failedSignIn(b)).statusCode).toBe(429);
});

it('fetches the exchange rates once for all replicas', async () => {
  const [a, b] = apps as [TestApp, TestApp];
  const first = await a.app.inject({ method: 'GET', url: '/api/rates' });
  expect(first.json()).toMatchObject({ source: 'live', rates: { USD: 1.2, GBP: 0.9 } });
  const second = await b.app.inject({ method: 'GET', url: '/api/rates' });
  expect(second.json()).toEqual({ ...first.json(), source: 'cache' });
  expect(providerHits).toBe(1);
});

it('keeps limiting (per replica) and answering while Redis is unreachable: no 5xx', async () => {
  const t = await buildTestApp({ redisUrl: 'redis://127.0.0.1:1', ratesUrl, authRateLimitPerMinute: 2 });
  try {
    expect(t.app.redis?.status).not.toBe('ready');
    expect((await failedSignIn(t)).statusCode).toBe(401);
    expect((await failedSignIn(t)).statusCode).toBe(401);
    expect((await failedSignIn(t)).statusCode).toBe(429);
    const rates = await t.app.inject({ method: 'GET', url: '/api/rates' });
    expect(rates.statusCode).toBe(200);
    expect(rates.json().rates).toMatchObject({ USD: 1.2 });
    const user = await t.createUser();
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers })).statusCode).toBe(
      200,
    );
  } finally {
    await t.close();
  }
});
