// Issue 20: one account opened 500 live streams on one replica. A person may hold
// MAX_STREAMS_PER_USER; the next is refused with 429 (the shell's EventSource then polls the count
// and tries again a minute later, rather than reconnecting in a loop).
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { MAX_STREAMS_PER_USER } from '../../plugins/app/notification-hub';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { openSse, type SseConnection } from '../../test/sse-client';
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

async function open(who: TestUser | Record<string, string>): Promise<SseConnection> {
  const headers = 'headers' in who ? (who.headers as Record<string, string>) : who;
  const stream = await openSse(`${base}/api/notifications/stream`, headers);
  streams.push(stream);
  return stream;
}

it(`refuses a person's stream past ${MAX_STREAMS_PER_USER} with 429 and says why; others are not affected`, async () => {
  const user = await t.createUser();
  // Tabs of several sessions (a phone, a laptop) count together: the limit is the person's.
  const laptop = { authorization: `Bearer ${await t.app.createSessionToken(user.user, 3600)}` };
  const open10 = await Promise.all(
    Array.from({ length: MAX_STREAMS_PER_USER }, (_, i) => open(i % 2 ? user : laptop)),
  );
  expect(open10.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
  await Promise.all(open10.map((stream) => stream.next((event) => event.event === 'notifications')));

  const refused = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/stream',
    headers: { ...laptop, accept: 'text/event-stream' },
  });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'TOO_MANY_NOTIFICATION_STREAMS',
    message: MESSAGES.tooManyNotificationStreams,
  });
  expect(refused.headers['retry-after']).toBe('60');
  expect(t.app.notificationHub.size()).toBe(MAX_STREAMS_PER_USER);

  // Someone else still gets theirs.
  const other = await open(await t.createUser());
  expect(other.status).toBe(200);

  // A closed tab frees its place.
  open10[0]?.close();
  // Open now: nine of this person's and the other person's one.
  await waitFor(
    () => t.app.notificationHub.size() === MAX_STREAMS_PER_USER - 1 + 1,
    5000,
    'the closed stream to go',
  );
  const again = await open(user);
  expect(again.status).toBe(200);
  await again.next((event) => event.event === 'notifications');
});

it('refuses parallel opens past the limit too (no check-then-act race)', async () => {
  const user = await t.createUser();
  const burst = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER + 5 }, () => open(user)));
  const statuses = burst.map((stream) => stream.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_STREAMS_PER_USER);
  expect(statuses.filter((status) => status === 429)).toHaveLength(5);
});
