// The live stream (PRODUCT.md 25): a new notification reaches the person's open tabs within moments,
// from whichever API replica caused it. Real HTTP, real SSE parsing, real fan-out.
import type { NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config';
import { buildReplica } from '../../test/build-replica';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { openSse, type SseConnection, type SseEvent } from '../../test/sse-client';
import { waitFor } from '../../test/wait-for';

const payload = (event: SseEvent) => JSON.parse(event.data) as NotificationStreamEvent;
const isCount = (count: number) => (event: SseEvent) =>
  event.event === 'notifications' && payload(event).unreadCount === count;

async function origin(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A renter books the host's listing through `app`: the host's booking-requested notification. */
async function book(app: FastifyInstance, t: TestApp, host: TestUser, startDate = '2030-05-01') {
  const renter = await t.createUser({ name: 'Ana Silva' });
  const listingId = await t.createListing(host, { title: 'Split Stone House' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: renter.headers,
    payload: { listingId, startDate, endDate: '2030-05-04', guests: { adults: 1 } },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('GET /api/notifications/stream', () => {
  let t: TestApp;
  let base: string;
  const streams: SseConnection[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ sseHeartbeatMs: 200 });
    base = await origin(t.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });
  const open = async (who: TestUser) => {
    const stream = await openSse(`${base}/api/notifications/stream`, who.headers);
    streams.push(stream);
    return stream;
  };

  it('starts with the unread count, as an event stream no proxy or compression may buffer', async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    await book(t.app, t, host);
    // A browser always offers gzip: a compressing layer must still leave the stream alone.
    const stream = await openSse(`${base}/api/notifications/stream`, {
      ...host.headers,
      'accept-encoding': 'gzip, deflate, br',
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    const first = await stream.next(() => true);
    expect(payload(first)).toEqual({ unreadCount: 1 });
  });

  it('sends each new notification as it happens, and the count again when it is read elsewhere', async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const stream = await open(host);
    await stream.next(isCount(0));
    const bookingId = await book(t.app, t, host);
    const arrived = payload(await stream.next(isCount(1)));
    expect(arrived.latest).toMatchObject({
      kind: 'booking-requested',
      link: `/bookings/${bookingId}/approve`,
      readAt: null,
      facts: { bookingId, listingTitle: 'Split Stone House', renterName: 'Ana Silva' },
    });
    // Another tab marks it read: this one's bell goes back to zero.
    const from = stream.events.length;
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: host.headers });
    expect(payload(await stream.next(isCount(0), { from }))).toEqual({ unreadCount: 0 });
  });

  it("tells nobody else: another user's stream stays quiet", async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const bystander = await t.createUser();
    const quiet = await open(bystander);
    const loud = await open(host);
    await quiet.next(isCount(0));
    await loud.next(isCount(0));
    await book(t.app, t, host);
    await loud.next(isCount(1));
    // Both streams are served by the same signal round; the bystander got nothing from it.
    expect(quiet.events).toHaveLength(1);
  });

  it('keeps an idle stream alive with heartbeat comments', async () => {
    const stream = await open(await t.createUser());
    await waitFor(() => stream.comments.includes('heartbeat'), 5000, 'a heartbeat');
  });

  it('ends a stream when its session ends: a sign-out its own, sign out everywhere every one', async () => {
    const user = await t.createUser();
    const phone = await open(user);
    const laptopToken = await t.app.createSessionToken(user.user, 3600);
    const laptop = await openSse(`${base}/api/notifications/stream`, {
      authorization: `Bearer ${laptopToken}`,
    });
    streams.push(laptop);
    await phone.next(isCount(0));
    await laptop.next(isCount(0));
    const post = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers });

    expect((await post('/api/auth/signout', { authorization: `Bearer ${laptopToken}` })).statusCode).toBe(
      204,
    );
    await laptop.ended;
    const stillOpen = await Promise.race([
      phone.ended.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300)),
    ]);
    expect(stillOpen).toBe(true);

    expect((await post('/api/auth/signout-everywhere', user.headers)).statusCode).toBe(204);
    await phone.ended;
  });

  it('answers 401 without a session', async () => {
    const stream = await openSse(`${base}/api/notifications/stream`, {});
    streams.push(stream);
    expect(stream.status).toBe(401);
  });
});

describe('closing', () => {
  it('ends every open stream so a graceful shutdown is not held up, and streams end after their maximum age', async () => {
    const t = await buildTestApp({ streamMaxAgeMs: 300 });
    let closed = false;
    try {
      const base = await origin(t.app);
      const user = await t.createUser();
      const aged = await openSse(`${base}/api/notifications/stream`, user.headers);
      await aged.next(isCount(0));
      await aged.ended; // the browser reconnects (and the session is checked again)

      const open = await openSse(`${base}/api/notifications/stream`, user.headers);
      await open.next(isCount(0));
      const started = Date.now();
      await t.close();
      closed = true;
      await open.ended;
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      if (!closed) await t.close();
    }
  });
});

// Fan-out between replicas. On the embedded PGlite the deployment is one process (its bus is
// in-process, tested above), so replicas exist only on Postgres; Redis fans out on both.
const REDIS_URL = process.env.TEST_REDIS_URL;
const FAN_OUT: [string, Partial<AppConfig>][] = [
  ...(process.env.DATABASE_URL ? [['Postgres LISTEN/NOTIFY', {}] as [string, Partial<AppConfig>]] : []),
  ...(REDIS_URL ? [['Redis pub/sub', { redisUrl: REDIS_URL }] as [string, Partial<AppConfig>]] : []),
];
// Nothing to fan out through on this run: say so (a machine without Redis must not fail the file).
if (FAN_OUT.length === 0) {
  console.warn('stream fan-out: no Postgres and no TEST_REDIS_URL: no fan-out case runs');
} else {
  describe.each(FAN_OUT)('fan-out through %s', (_name, busConfig) => {
    let t: TestApp;
    let replica: FastifyInstance;
    let replicaBase: string;

    beforeAll(async () => {
      // One Redis prefix per run: other test runs on the same Redis do not hear these signals.
      const config = { ...busConfig, redisKeyPrefix: `shoreline-test-${randomBytes(4).toString('hex')}:` };
      t = await buildTestApp(config);
      replica = await buildReplica(t, config);
      replicaBase = await origin(replica);
    });
    afterAll(async () => {
      await replica.close();
      await t.close();
    });

    it('a notification created through one replica reaches the stream served by another', async () => {
      expect(t.app.notificationBus.kind).toBe(busConfig.redisUrl ? 'redis' : 'postgres');
      const host = await t.createUser({ roles: ['renter', 'host'] });
      const stream = await openSse(`${replicaBase}/api/notifications/stream`, host.headers);
      try {
        await stream.next(isCount(0));
        const bookingId = await book(t.app, t, host);
        const arrived = payload(await stream.next(isCount(1)));
        expect(arrived.latest).toMatchObject({ kind: 'booking-requested', facts: { bookingId } });
        expect(replica.notificationHub.size()).toBe(1);
      } finally {
        stream.close();
      }
    });

    it('signing out everywhere through one replica ends the stream served by another', async () => {
      const user = await t.createUser();
      const stream = await openSse(`${replicaBase}/api/notifications/stream`, user.headers);
      try {
        await stream.next(isCount(0));
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signout-everywhere',
          headers: user.headers,
        });
        expect(res.statusCode).toBe(204);
        await stream.ended;
      } finally {
        stream.close();
      }
    });
  });
}
