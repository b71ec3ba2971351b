// The Postgres LISTEN/NOTIFY fan-out losing its listening connection (issue 20): the streams of that
// replica would hear nothing until it reconnects, so they end (the browsers poll or reconnect), and
// once the listener is back a new stream hears notifications again.
import type { NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import { NOTIFY_CHANNEL } from '../../lib/notifications/postgres-bus';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { openSse, type SseConnection, type SseEvent } from '../../test/sse-client';
import { waitFor } from '../../test/wait-for';

let t: TestApp;
let base: string;
const streams: SseConnection[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const isCount = (count: number) => (event: SseEvent) =>
  event.event === 'notifications' &&
  (JSON.parse(event.data) as NotificationStreamEvent).unreadCount === count;

it('ends the streams when the listening connection is lost, and serves new ones once it is back', async () => {
  expect(t.app.notificationBus.kind).toBe('postgres');
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const open = async () => {
    const stream = await openSse(`${base}/api/notifications/stream`, host.headers);
    streams.push(stream);
    return stream;
  };
  const stream = await open();
  await stream.next(isCount(0));

  // A failover, a restart, an idle-connection killer: the server ends the listener's backend.
  const { rows } = (await t.knex.raw(
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE datname = current_database() AND query = ?`,
    [`LISTEN ${NOTIFY_CHANNEL}`],
  )) as { rows: { ended: boolean }[] };
  expect(rows).toEqual([{ ended: true }]);
  await stream.ended;

  const again = await waitFor(
    async () => {
      const attempt = await open();
      if (attempt.status === 200) return attempt;
      attempt.close();
      return false;
    },
    15_000,
    'a stream accepted once the listener is back',
  );
  await again.next(isCount(0));
  const renter = await t.createUser();
  const listingId = await t.createListing(host);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: renter.headers,
    payload: { listingId, startDate: '2030-05-01', endDate: '2030-05-04', guests: { adults: 1 } },
  });
  expect(res.statusCode).toBe(201);
  await again.next(isCount(1));
});
