// Issue 25: the message limits hold across API replicas (one count per person in Redis), so nobody
// multiplies them by the number of replicas behind the load balancer; and a message sent through one
// replica raises the recipient's stream open on another.
import { MESSAGE_RATE_LIMIT, NEW_CONVERSATION_RATE_LIMIT } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import type { FastifyInstance } from 'fastify';
import { buildReplica } from '../../test/build-replica';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { removeRedisKeys, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import { openSse, type SseConnection } from '../../test/sse-client';

const redisUrl = testRedisUrl();
const redisKeyPrefix = uniqueRedisPrefix();
let t: TestApp;
let replica: FastifyInstance;
const streams: SseConnection[] = [];

beforeAll(async () => {
  t = await buildTestApp({ redisUrl, redisKeyPrefix });
  replica = await buildReplica(t);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await replica.close();
  await t.close();
  await removeRedisKeys(redisUrl, redisKeyPrefix);
});

const post = (app: FastifyInstance, who: TestUser, url: string, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: who.headers, payload });
/** Every other request through the other replica. */
const replicaOf = (i: number) => (i % 2 === 0 ? t.app : replica);

async function people() {
  const host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Costa' });
  const renter = await t.createUser({ name: 'Ana Silva' });
  return { host, renter, listingId: await t.createListing(host) };
}

it("counts a person's messages across the replicas", async () => {
  const { renter, listingId } = await people();
  const started = await post(t.app, renter, '/api/conversations', { listingId, body: 'Message 1' });
  expect(started.statusCode).toBe(201);
  const id = started.json().conversation.id as string;
  for (let i = 2; i <= MESSAGE_RATE_LIMIT.max; i += 1) {
    const res = await post(replicaOf(i), renter, `/api/conversations/${id}/messages`, {
      body: `Message ${i}`,
    });
    expect(res.statusCode).toBe(201);
  }
  const refused = [t.app, replica].map((app) =>
    post(app, renter, `/api/conversations/${id}/messages`, { body: 'One too many' }),
  );
  expect((await Promise.all(refused)).map((res) => [res.statusCode, res.json().message])).toEqual([
    [429, MESSAGES.messagingRateLimited],
    [429, MESSAGES.messagingRateLimited],
  ]);
  expect(Number((await t.knex('messages').where('conversation_id', id).count({ n: '*' }))[0]?.n)).toBe(
    MESSAGE_RATE_LIMIT.max,
  );
});

it("counts a person's new conversations across the replicas", async () => {
  const { host, renter } = await people();
  for (let i = 0; i < NEW_CONVERSATION_RATE_LIMIT.max; i += 1) {
    const listingId = await t.createListing(host);
    const res = await post(replicaOf(i), renter, '/api/conversations', { listingId, body: 'Is it free?' });
    expect(res.statusCode).toBe(201);
  }
  const listingId = await t.createListing(host);
  const refused = [t.app, replica].map((app) =>
    post(app, renter, '/api/conversations', { listingId, body: 'And this one?' }),
  );
  expect((await Promise.all(refused)).map((res) => [res.statusCode, res.json().message])).toEqual([
    [429, MESSAGES.newConversationsRateLimited],
    [429, MESSAGES.newConversationsRateLimited],
  ]);
  expect(await t.knex('conversations').where('listing_id', listingId)).toEqual([]);
});

it("raises the recipient's stream on the other replica", async () => {
  const { host, renter, listingId } = await people();
  const base = await replica.listen({ port: 0, host: '127.0.0.1' });
  const stream = await openSse(`${base}/api/notifications/stream`, host.headers);
  streams.push(stream);
  const payload = (data: string) => JSON.parse(data) as NotificationStreamEvent;
  expect(payload((await stream.next(() => true)).data)).toEqual({ unreadCount: 0 });
  expect((await post(t.app, renter, '/api/conversations', { listingId, body: 'Hello!' })).statusCode).toBe(
    201,
  );
  const arrived = await stream.next((event) => payload(event.data).unreadCount === 1);
  expect(payload(arrived.data).latest).toMatchObject({
    kind: 'message-received',
    facts: { excerpt: 'Hello!' },
  });
});
