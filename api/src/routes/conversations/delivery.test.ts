// Issue 25, "Live and by email" and the rate limits, through the routes: a message raises the
// recipient's bell (one unread notification per thread, with the newest excerpt) and their open
// streams at once; email is a digest by the app's clock; 30 messages a minute and 10 new
// conversations an hour per person, refused with their own words and nothing stored. (Across
// replicas: delivery.redis.test.ts; notify.message alone: plugins/app/notify-message.test.ts.)
import {
  MESSAGE_EMAIL_DIGEST_MS,
  MESSAGE_RATE_LIMIT,
  NEW_CONVERSATION_RATE_LIMIT,
} from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { NotificationStreamEvent } from '@shoreline/shared-domain/notifications';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { openSse, type SseConnection, type SseEvent } from '../../test/sse-client';

let t: TestApp;
let base: string;
const streams: SseConnection[] = [];
const START = new Date('2030-03-01T09:00:00.000Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

beforeAll(async () => {
  t = await buildTestApp({ publicOrigin: 'https://shoreline.example', sseHeartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => t.setNow(null));
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const post = (who: TestUser, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

async function people() {
  const host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Costa' });
  const renter = await t.createUser({ name: 'Ana Silva' });
  const listingId = await t.createListing(host, { title: 'Brighton Seafront Flat' });
  return { host, renter, listingId };
}

/** The renter's first message about the listing: the conversation's id. */
async function start(renter: TestUser, listingId: string, body = 'Is there a cot?') {
  const res = await post(renter, '/api/conversations', { listingId, body });
  expect(res.statusCode).toBe(201);
  return res.json().conversation.id as string;
}

const say = (who: TestUser, conversationId: string, body: string) =>
  post(who, `/api/conversations/${conversationId}/messages`, { body });

const emails = async (who: TestUser) =>
  (await t
    .knex('email_outbox')
    .select('text_body')
    .where('recipient', who.user.email)
    .orderBy('created_at')) as {
    text_body: string;
  }[];
const count = async (table: string, where: Record<string, string>) =>
  Number((await t.knex(table).where(where).count<{ n: string }[]>({ n: '*' }))[0]?.n);

describe('delivery of a message', () => {
  it('emails a digest: one per window while unread, again once read and written to after it', async () => {
    const { host, renter, listingId } = await people();
    t.setNow(minutes(0));
    const id = await start(renter, listingId, 'Is there a cot?');
    t.setNow(minutes(3));
    expect((await say(renter, id, 'And a high chair?')).statusCode).toBe(201);
    t.setNow(minutes(10));
    expect((await say(renter, id, 'We arrive around 23:00.')).statusCode).toBe(201);
    expect(await emails(host)).toHaveLength(1);

    // Still unread when the window is over: a second email, with what was said since.
    t.setNow(new Date(minutes(0).getTime() + MESSAGE_EMAIL_DIGEST_MS));
    expect((await say(renter, id, 'Shall I bring towels?')).statusCode).toBe(201);
    expect((await emails(host)).map((e) => e.text_body.includes('Shall I bring towels?'))).toEqual([
      false,
      true,
    ]);

    // Reading does not reopen the window: unread again within it, no email...
    expect((await post(host, `/api/conversations/${id}/read`)).statusCode).toBe(204);
    expect((await say(host, id, 'Yes, there is a cot.')).statusCode).toBe(201);
    expect(await emails(renter)).toHaveLength(1);
    t.setNow(minutes(20));
    expect((await say(renter, id, 'Great!')).statusCode).toBe(201);
    expect(await emails(host)).toHaveLength(2);
    // ...read again, and written to after the window: emailed.
    expect((await post(host, `/api/conversations/${id}/read`)).statusCode).toBe(204);
    t.setNow(minutes(40));
    expect((await say(renter, id, 'Thank you!')).statusCode).toBe(201);
    expect(await emails(host)).toHaveLength(3);
  });

  it('emails nobody who turned email off', async () => {
    const { host, renter, listingId } = await people();
    await t.app.notificationsRepository.setEmailPreference(host.user.id, false);
    const id = await start(renter, listingId);
    t.setNow(minutes(30));
    expect((await say(renter, id, 'Hello again?')).statusCode).toBe(201);
    expect(await emails(host)).toEqual([]);
  });

  it('rings the bell once per thread with the newest excerpt; reading the thread clears it', async () => {
    const { host, renter, listingId } = await people();
    const id = await start(renter, listingId, 'Is there a cot?');
    await say(renter, id, 'And a high chair?');
    await say(renter, id, 'We arrive around 23:00.');
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: host.headers });
    expect(bell.json().items).toEqual([
      expect.objectContaining({
        kind: 'message-received',
        link: `/host/messages/${id}`,
        readAt: null,
        facts: {
          conversationId: id,
          listingId,
          listingTitle: 'Brighton Seafront Flat',
          senderName: 'Ana Silva',
          excerpt: 'We arrive around 23:00.',
          recipientRole: 'host',
        },
      }),
    ]);
    expect(await t.app.notificationsRepository.unreadCount(host.user.id)).toBe(1);
    await post(host, `/api/conversations/${id}/read`);
    expect(await t.app.notificationsRepository.unreadCount(host.user.id)).toBe(0);
  });

  it("reaches the recipient's open stream at once: the count, and each message as the newest", async () => {
    const { host, renter, listingId } = await people();
    const stream = await openSse(`${base}/api/notifications/stream`, host.headers);
    streams.push(stream);
    const payload = (event: SseEvent) => JSON.parse(event.data) as NotificationStreamEvent;
    const withExcerpt = (excerpt: string) => (event: SseEvent) => {
      const { latest } = payload(event);
      return latest?.kind === 'message-received' && latest.facts.excerpt === excerpt;
    };
    expect(payload(await stream.next(() => true))).toEqual({ unreadCount: 0 });

    const id = await start(renter, listingId, 'Is there a cot?');
    const first = payload(await stream.next(withExcerpt('Is there a cot?')));
    expect(first.unreadCount).toBe(1);
    // The same notification, refreshed: still one unread, and the open thread hears of the message.
    expect((await say(renter, id, 'And a high chair?')).statusCode).toBe(201);
    const second = payload(await stream.next(withExcerpt('And a high chair?')));
    expect(second).toEqual({ unreadCount: 1, latest: expect.objectContaining({ id: first.latest?.id }) });
  });
});

describe('rate limits', () => {
  it(`refuses a person's message past ${MESSAGE_RATE_LIMIT.max} a minute, the first one included, storing nothing`, async () => {
    const { host, renter, listingId } = await people();
    const id = await start(renter, listingId, 'Message 1');
    for (let i = 2; i <= MESSAGE_RATE_LIMIT.max; i += 1) {
      expect((await say(renter, id, `Message ${i}`)).statusCode).toBe(201);
    }
    const refused = await say(renter, id, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'MESSAGING_RATE_LIMITED',
      message: MESSAGES.messagingRateLimited,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Starting (or adding through) POST /conversations counts too.
    const again = await post(renter, '/api/conversations', { listingId, body: 'Via the listing page' });
    expect([again.statusCode, again.json().code]).toEqual([429, 'MESSAGING_RATE_LIMITED']);
    expect(await count('messages', { conversation_id: id })).toBe(MESSAGE_RATE_LIMIT.max);

    // The limit is the person's: the host answers.
    expect((await say(host, id, 'Hello Ana')).statusCode).toBe(201);
  });

  it(`refuses a person's new conversation past ${NEW_CONVERSATION_RATE_LIMIT.max} an hour; their threads carry on`, async () => {
    const { host, renter } = await people();
    const listings: string[] = [];
    for (let i = 0; i <= NEW_CONVERSATION_RATE_LIMIT.max; i += 1) listings.push(await t.createListing(host));
    const started: string[] = [];
    for (const listingId of listings.slice(0, NEW_CONVERSATION_RATE_LIMIT.max)) {
      started.push(await start(renter, listingId));
    }
    const lastListing = listings[NEW_CONVERSATION_RATE_LIMIT.max] ?? '';
    const refused = await post(renter, '/api/conversations', {
      listingId: lastListing,
      body: 'And this one?',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'NEW_CONVERSATIONS_RATE_LIMITED',
      message: MESSAGES.newConversationsRateLimited,
    });
    expect(await count('conversations', { renter_id: renter.user.id })).toBe(NEW_CONVERSATION_RATE_LIMIT.max);
    expect(await count('conversations', { listing_id: lastListing })).toBe(0);

    // Writing in a conversation that exists is no new one, through either route.
    const again = await post(renter, '/api/conversations', {
      listingId: listings[0],
      body: 'Back to the first',
    });
    expect(again.statusCode).toBe(200);
    expect((await say(renter, started[1] ?? '', 'And the second')).statusCode).toBe(201);
  });
});
