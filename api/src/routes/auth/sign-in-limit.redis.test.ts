// The sign-in limit across replicas (issues 11 and 20): one count per address and one per account,
// shared by sign-in and tokens on every replica through Redis. Two test apps on one Redis stand for
// two replicas.
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

const guess = (
  t: TestApp,
  route: 'signin' | 'token',
  { email = `nobody-${randomUUID()}@example.test`, from = '127.0.0.1' } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/${route}`,
    payload: { email, password: 'Wrong-123' },
    remoteAddress: from,
  });

it('counts one address through sign-in on one replica and tokens on the other', async () => {
  const [a, b] = apps as [TestApp, TestApp];
  const from = '192.0.2.10';
  expect((await guess(a, 'signin', { from })).statusCode).toBe(401);
  expect((await guess(b, 'token', { from })).statusCode).toBe(401);
  expect((await guess(a, 'token', { from })).statusCode).toBe(429);
  expect((await guess(b, 'signin', { from })).statusCode).toBe(429);
});

it("counts one account's guesses from many addresses on both replicas", async () => {
  const [a, b] = apps as [TestApp, TestApp];
  const email = `victim-${randomUUID()}@example.test`;
  expect((await guess(a, 'signin', { email, from: '192.0.2.21' })).statusCode).toBe(401);
  expect((await guess(b, 'token', { email, from: '192.0.2.22' })).statusCode).toBe(401);
  expect((await guess(b, 'signin', { email, from: '192.0.2.23' })).statusCode).toBe(429);
  expect((await guess(a, 'token', { email, from: '192.0.2.24' })).statusCode).toBe(429);
});
