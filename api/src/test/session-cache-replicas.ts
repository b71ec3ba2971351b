import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { TestApp } from './build-test-app';
import { waitFor } from './wait-for';

// What the session cache (issue 28) must hold across two replicas on one database, whatever the bus
// (Redis pub/sub or Postgres LISTEN/NOTIFY): shared by the *.postgres.test.ts and
// *.postgres.redis.test.ts files that build the replicas.

const CONCURRENCY = 8;
/** The bound of the issue: a session revoked on one replica is refused by the others within it. */
const REFUSED_WITHIN_MS = 1000;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh session of a new user, as a bearer header. */
async function newSession(t: TestApp): Promise<{ userId: string; headers: Record<string, string> }> {
  const user = await t.createUser();
  return { userId: user.user.id, headers: bearer(user.token) };
}

/** Makes sure `app` answers this session from its cache: the second request is a hit. */
export async function warm(app: FastifyInstance, headers: Record<string, string>): Promise<void> {
  expect(await app.sessionCache.ready()).toBe(true);
  const me = () => app.inject({ method: 'GET', url: '/api/me', headers });
  expect((await me()).statusCode).toBe(200);
  const { hits } = app.sessionCache.stats();
  expect((await me()).statusCode).toBe(200);
  expect(app.sessionCache.stats().hits).toBe(hits + 1);
}

interface Answer {
  startedAt: number;
  endedAt: number;
  status: number;
}

/**
 * Replica `b` (listening at `bUrl`) serves GET /api/me to CONCURRENCY clients in a loop, from its
 * warm cache; the session is signed out through replica `a`. No request sent to `b` later than
 * REFUSED_WITHIN_MS after the sign-out committed may be accepted, nor any sent after its first refusal.
 */
export async function expectRefusedUnderLoad(t: TestApp, b: FastifyInstance, bUrl: string): Promise<void> {
  const { headers } = await newSession(t);
  await warm(t.app, headers);
  await warm(b, headers);
  const answers: Answer[] = [];
  let stopped = false;
  const client = async () => {
    while (!stopped) {
      const startedAt = performance.now();
      const res = await fetch(`${bUrl}/api/me`, { headers });
      await res.arrayBuffer();
      answers.push({ startedAt, endedAt: performance.now(), status: res.status });
    }
  };
  const clients = Array.from({ length: CONCURRENCY }, client);
  try {
    await waitFor(() => answers.length >= 200, 30_000, 'the load on replica B to be under way');
    const hitsBefore = b.sessionCache.stats().hits;
    const signOutStartedAt = performance.now();
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers });
    expect(signedOut.statusCode).toBe(204);
    // The revocation has committed: from here B must refuse within the bound.
    const signedOutAt = performance.now();
    const firstRefusal = await waitFor(
      () => answers.find((answer) => answer.status === 401),
      10_000,
      'replica B to refuse the signed-out session',
    );
    // The load ran on the cache (not on the database) until the sign-out.
    expect(b.sessionCache.stats().hits - hitsBefore).toBeGreaterThan(0);
    // Then more load after the first refusal: none of it may be accepted.
    await waitFor(
      () => answers.filter((answer) => answer.startedAt > firstRefusal.endedAt).length >= 100,
      30_000,
      'more requests after the first refusal',
    );
    stopped = true;
    await Promise.all(clients);
    // Measured on the requests themselves, not on when a busy machine got round to answering them:
    // the last one B accepted was sent within the bound of the commit (none sent later was accepted).
    const acceptedLate = answers.filter((answer) => answer.status === 200 && answer.startedAt > signedOutAt);
    const lastAccepted = Math.max(signedOutAt, ...acceptedLate.map((answer) => answer.startedAt));
    expect(lastAccepted - signedOutAt).toBeLessThan(REFUSED_WITHIN_MS);
    const before = answers.filter((answer) => answer.endedAt < signOutStartedAt);
    const after = answers.filter((answer) => answer.startedAt > firstRefusal.endedAt);
    expect(new Set(before.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(after.map((answer) => answer.status))).toEqual(new Set([401]));
  } finally {
    stopped = true;
    await Promise.all(clients);
  }
}

/**
 * Replica `b`'s bus breaks (`breakBus` resolves once `b` knows: `ready()` false); a session it had
 * cached, and still serves meanwhile, is signed out through `a`, which `b` cannot hear: `b` reads the
 * database for every request while its bus is down, so it refuses it. Once the bus is back (`restoreBus`), `b` caches sessions again and still refuses it.
 */
export async function expectRefusedWhileBusDown(
  t: TestApp,
  b: FastifyInstance,
  bus: { breakBus: () => Promise<void>; restoreBus: () => Promise<void> },
): Promise<void> {
  const revoked = await newSession(t);
  const kept = await newSession(t);
  await warm(b, revoked.headers);
  await warm(b, kept.headers);
  const me = (headers: Record<string, string>) => b.inject({ method: 'GET', url: '/api/me', headers });

  await bus.breakBus();
  const before = b.sessionCache.stats();
  // Used while the bus is down: read from the database, and not kept (B would hear no revocation).
  expect((await me(revoked.headers)).statusCode).toBe(200);
  expect((await me(revoked.headers)).statusCode).toBe(200);
  const signedOut = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signout',
    headers: revoked.headers,
  });
  expect(signedOut.statusCode).toBe(204);
  expect((await me(revoked.headers)).statusCode).toBe(401);
  expect((await me(kept.headers)).statusCode).toBe(200);
  // Every one read the database: nothing was answered from the cache.
  const during = b.sessionCache.stats();
  expect({ hits: during.hits - before.hits, misses: during.misses - before.misses }).toEqual({
    hits: 0,
    misses: 4,
  });

  await bus.restoreBus();
  await waitFor(
    async () => (await b.sessionCache.ready()) || undefined,
    15_000,
    "replica B's bus to be back",
  );
  expect((await me(revoked.headers)).statusCode).toBe(401);
  await warm(b, kept.headers);
}

/**
 * A role added through replica `a` (as an admin approving a host request adds it) is seen by `b`,
 * whose cache held the user without it, within REFUSED_WITHIN_MS: the `users` signal.
 */
export async function expectRoleSeenAcross(t: TestApp, b: FastifyInstance): Promise<void> {
  const { userId, headers } = await newSession(t);
  await warm(b, headers);
  const rolesOnB = async () =>
    (await b.inject({ method: 'GET', url: '/api/me', headers })).json().roles as string[];
  expect(await rolesOnB()).toEqual(['renter']);
  const startedAt = performance.now();
  await t.app.usersRepository.addRole(userId, 'host');
  await waitFor(async () => (await rolesOnB()).includes('host'), 10_000, 'replica B to see the host role');
  expect(performance.now() - startedAt).toBeLessThan(REFUSED_WITHIN_MS);
}
