// The session cache (issue 28) across two replicas on one Postgres with Redis pub/sub as the bus:
// a sign-out on one is refused by the other within a second under load, and while a replica cannot
// reach Redis it reads every session from the database.
import type { FastifyInstance } from 'fastify';
import { buildReplica } from '../../test/build-replica';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { removeRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import {
  expectRefusedUnderLoad,
  expectRefusedWhileBusDown,
  expectRoleSeenAcross,
} from '../../test/session-cache-replicas';
import { startProxy, type TcpProxy } from '../../test/tcp-proxy';
import { waitFor } from '../../test/wait-for';

const redisUrl = testRedisUrl();
const redisKeyPrefix = uniqueRedisPrefix();
let t: TestApp;
let b: FastifyInstance;
let bUrl: string;
/** Between replica B and Redis, so that the test can take Redis away from B alone. */
let proxy: TcpProxy;
beforeAll(async () => {
  proxy = await startProxy(redisUrl);
  t = await buildTestApp({ redisUrl, redisKeyPrefix });
  b = await buildReplica(t, { redisUrl: proxy.url });
  bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  proxy?.restore();
  await b?.close();
  await t?.close();
  await proxy?.close();
  await removeRedisKeys(redisUrl, redisKeyPrefix);
});

it('runs on the Redis bus', () => {
  expect([t.app.notificationBus.kind, b.notificationBus.kind]).toEqual(['redis', 'redis']);
});

it('refuses on replica B, under load, a session signed out on replica A within a second', async () => {
  await expectRefusedUnderLoad(t, b, bUrl);
});

it('shows on replica B, within a second, a role added through replica A', async () => {
  await expectRoleSeenAcross(t, b);
});

it('reads the database while replica B cannot reach Redis, and never accepts a revoked session', async () => {
  await expectRefusedWhileBusDown(t, b, {
    breakBus: async () => {
      proxy.cut();
      await waitFor(async () => !(await b.sessionCache.ready()), 10_000, 'replica B to notice');
    },
    restoreBus: async () => proxy.restore(),
  });
});
