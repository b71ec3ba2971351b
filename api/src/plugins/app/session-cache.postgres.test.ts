// The session cache (issue 28) across two replicas whose bus is Postgres LISTEN/NOTIFY (no Redis):
// a sign-out on one is refused by the other within a second under load, and while a replica's
// listening connection is down it reads every session from the database.
import type { FastifyInstance } from 'fastify';
import { NOTIFY_CHANNEL } from '../../lib/notifications/postgres-bus';
import { buildReplica } from '../../test/build-replica';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  expectRefusedUnderLoad,
  expectRefusedWhileBusDown,
  expectRoleSeenAcross,
} from '../../test/session-cache-replicas';
import { waitFor } from '../../test/wait-for';

let t: TestApp;
let b: FastifyInstance;
let bUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  b = await buildReplica(t);
  bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await t?.close();
});

it('runs on the Postgres bus', () => {
  expect([t.app.notificationBus.kind, b.notificationBus.kind]).toEqual(['postgres', 'postgres']);
});

it('refuses on replica B, under load, a session signed out on replica A within a second', async () => {
  await expectRefusedUnderLoad(t, b, bUrl);
});

it('shows on replica B, within a second, a role added through replica A', async () => {
  await expectRoleSeenAcross(t, b);
});

it("reads the database while replica B's listening connection is down, and never accepts a revoked session", async () => {
  await expectRefusedWhileBusDown(t, b, {
    // The server ends the listening backends (both replicas': they cannot be told apart); B's comes
    // back by itself after its backoff (a second).
    breakBus: async () => {
      await t.knex.raw(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = ?`,
        [`LISTEN ${NOTIFY_CHANNEL}`],
      );
      await waitFor(async () => !(await b.sessionCache.ready()), 10_000, 'replica B to notice');
    },
    restoreBus: async () => undefined,
  });
});
