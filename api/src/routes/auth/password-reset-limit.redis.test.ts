// The reset request's limits across replicas: two test apps on one Redis stand for two replicas.
import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { removeRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';

const redisUrl = testRedisUrl();
const redisKeyPrefix = uniqueRedisPrefix();
const apps: TestApp[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) {
    apps.push(await buildTestApp({ redisUrl, redisKeyPrefix, authRateLimitPerMinute: 2 }));
  }
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await removeRedisKeys(redisUrl, redisKeyPrefix);
});

const ask = (t: TestApp, email: string, from: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: from });

it('counts one client address on both replicas', async () => {
  const [a, b] = apps as [TestApp, TestApp];
  const from = '192.0.2.40';
  expect((await ask(a, `x-${randomUUID()}@example.test`, from)).statusCode).toBe(202);
  expect((await ask(b, `y-${randomUUID()}@example.test`, from)).statusCode).toBe(202);
  expect((await ask(a, `z-${randomUUID()}@example.test`, from)).statusCode).toBe(429);
  expect((await ask(b, `w-${randomUUID()}@example.test`, from)).statusCode).toBe(429);
});

it('counts one account asked about from many addresses on both replicas', async () => {
  const [a, b] = apps as [TestApp, TestApp];
  const email = `victim-${randomUUID()}@example.test`;
  expect((await ask(a, email, '192.0.2.51')).statusCode).toBe(202);
  expect((await ask(b, email, '192.0.2.52')).statusCode).toBe(202);
  expect((await ask(b, email, '192.0.2.53')).statusCode).toBe(429);
  expect((await ask(a, email, '192.0.2.54')).statusCode).toBe(429);
});
