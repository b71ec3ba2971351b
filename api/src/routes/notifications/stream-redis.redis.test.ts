// Live streams over the Redis fan-out (issue 20): while Redis is down a stream must not stay open
// and silent (the shell would show a stale bell forever): it ends, new ones are refused (503) so the
// shell polls, and streams work again once Redis is back. And the cap of streams per person holds
// across replicas. Real Redis, reached through a TCP proxy the test can cut.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import type { FastifyInstance } from 'fastify';
import { MAX_STREAMS_PER_USER } from '../../plugins/app/notification-hub';
import { buildReplica } from '../../test/build-replica';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { removeRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import { openSse, type SseConnection, type SseEvent } from '../../test/sse-client';
import { startProxy, type TcpProxy } from '../../test/tcp-proxy';
import { waitFor } from '../../test/wait-for';

const redisUrl = testRedisUrl();
const redisKeyPrefix = uniqueRedisPrefix();
const streams: SseConnection[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await removeRedisKeys(redisUrl, redisKeyPrefix);
});

const isCount = (count: number) => (event: SseEvent) =>
  event.event === 'notifications' &&
  (JSON.parse(event.data) as NotificationStreamEvent).unreadCount === count;

describe('Redis goes down under open streams', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    proxy = await startProxy(redisUrl);
    t = await buildTestApp({ redisUrl: proxy.url, redisKeyPrefix });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  const open = async (who: TestUser) => {
    const stream = await openSse(`${base}/api/notifications/stream`, who.headers);
    streams.push(stream);
    return stream;
  };
  /** A booking of a fresh listing of `host`: a new notification for them. */
  const book = async (host: TestUser, startDate: string) => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: renter.headers,
      payload: { listingId, startDate, endDate: '2030-12-30', guests: { adults: 1 } },
    });
    expect(res.statusCode).toBe(201);
  };
  const refusedWhileDown = async (who: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/stream',
      headers: { ...who.headers, accept: 'text/event-stream' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MESSAGES.liveNotificationsUnavailable);
    expect(res.headers['retry-after']).toBe('30');
  };
  /** Once Redis is reachable again, a stream opens and hears a new notification. */
  const worksAgain = async (host: TestUser, count: number, startDate: string) => {
    const stream = await waitFor(
      async () => {
        const attempt = await open(host);
        if (attempt.status === 200) return attempt;
        attempt.close();
        return false;
      },
      15_000,
      'a stream to be accepted again',
    );
    await stream.next(isCount(count));
    await book(host, startDate);
    await stream.next(isCount(count + 1));
  };

  it('ends the open stream when the connection to Redis breaks, refuses new ones, and recovers', async () => {
    expect(t.app.notificationBus.kind).toBe('redis');
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const stream = await open(host);
    await stream.next(isCount(0));
    await book(host, '2030-12-01');
    await stream.next(isCount(1));

    proxy.cut();
    await stream.ended;
    await refusedWhileDown(host);
    // Events still happen meanwhile (a failed publish is logged, never a failed request).
    await book(host, '2030-12-05');

    proxy.restore();
    await worksAgain(host, 2, '2030-12-10');
  });

  it('ends the stream when Redis goes silent without closing: a publish that times out gives it away', async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    // Every connection is up again after the previous case: all of them go silent below.
    await waitFor(() => t.app.redis?.status === 'ready', 15_000, 'the shared Redis client back');
    const stream = await open(host);
    await stream.next(isCount(0));

    proxy.silence();
    // The subscriber's connection looks alive; the next event's publish gets no answer.
    await book(host, '2030-12-01');
    await stream.ended;
    // Not held by the silent connections either (the shared client's commands time out).
    await refusedWhileDown(host);

    proxy.restore();
    await worksAgain(host, 1, '2030-12-10');
  });
});

describe('the cap of streams per person across replicas', () => {
  let t: TestApp;
  let replica: FastifyInstance;
  const bases: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ redisUrl, redisKeyPrefix });
    replica = await buildReplica(t, { redisUrl, redisKeyPrefix });
    bases.push(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    bases.push(await replica.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await replica.close();
    await t.close();
  });

  it(`counts a person's streams on every replica: the ${MAX_STREAMS_PER_USER + 1}th is refused wherever it lands`, async () => {
    const user = await t.createUser();
    const open = async (replicaIndex: number) => {
      const stream = await openSse(`${bases[replicaIndex]}/api/notifications/stream`, user.headers);
      streams.push(stream);
      return stream;
    };
    const held: SseConnection[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) held.push(await open(i % 2));
    expect(held.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    expect(t.app.notificationHub.size()).toBeLessThan(MAX_STREAMS_PER_USER);

    expect((await open(0)).status).toBe(429);
    expect((await open(1)).status).toBe(429);

    // A tab closed on one replica frees a place on the other.
    held[0]?.close();
    const again = await waitFor(
      async () => {
        const attempt = await open(1);
        if (attempt.status === 200) return attempt;
        attempt.close();
        return false;
      },
      5000,
      'the freed place',
    );
    await again.next((event) => event.event === 'notifications');
  });
});
