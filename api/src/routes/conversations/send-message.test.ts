// A thread (issue 25): either party writes, the other's side turns unread, pages go newest first by a
// keyset, concurrent sends keep one order, and a refused message changes nothing. PGlite and Postgres.
import {
  MESSAGES_PAGE_SIZE,
  type ThreadMessage,
  type TextMessage,
} from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Page } from '@shoreline/shared-domain/types';
import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { conversationRows, startConversation } from '../../test/conversations';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
});
afterAll(() => t.close());

const send = (who: TestUser, conversationId: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: who.headers,
    payload: { body },
  });
async function pageOf(who: TestUser, conversationId: string, cursor?: string): Promise<Page<ThreadMessage>> {
  const query = cursor ? `?cursor=${cursor}` : '';
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${conversationId}/messages${query}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Page<ThreadMessage>;
}
const flags = async (id: string) =>
  (await t.knex('conversations').select('renter_unread', 'host_unread').where({ id }).first()) as {
    renter_unread: boolean;
    host_unread: boolean;
  };

async function newThread() {
  const renter = await t.createUser();
  const listingId = await t.createListing(host);
  const id = await startConversation(t, renter, listingId, 'First question');
  return { renter, listingId, id };
}

describe('writing in a thread', () => {
  it('lets the host reply once the renter wrote; each side reads the other as unread until it opens it', async () => {
    const { renter, id } = await newThread();
    expect(await flags(id)).toEqual({ renter_unread: false, host_unread: true });
    const reply = await send(host, id, 'Yes, there is a cot.');
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'text',
      senderId: host.user.id,
      body: 'Yes, there is a cot.',
      sentAt: expect.any(String),
    });
    expect(await flags(id)).toEqual({ renter_unread: true, host_unread: true });
    // Reading the messages marks nothing; opening (POST read) clears the viewer's side only.
    await pageOf(renter, id);
    expect(await flags(id)).toEqual({ renter_unread: true, host_unread: true });
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      headers: renter.headers,
    });
    expect(read.statusCode).toBe(204);
    expect(await flags(id)).toEqual({ renter_unread: false, host_unread: true });
    // The renter's notification of the reply is read with it.
    const unreadNotes = await t
      .knex('notifications')
      .where({ user_id: renter.user.id, kind: 'message-received' })
      .whereNull('read_at');
    expect(unreadNotes).toEqual([]);
    const thread = await pageOf(host, id);
    expect(thread.items.map((m) => (m as TextMessage).body)).toEqual([
      'Yes, there is a cot.',
      'First question',
    ]);
  });

  it('refuses a host that is no party (404) and a host writing about their own listing without a thread', async () => {
    const { id, listingId } = await newThread();
    const otherHost = await t.createUser({ roles: ['renter', 'host'] });
    const before = await conversationRows(t);
    const foreign = await send(otherHost, id, 'Hello');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'CONVERSATION_NOT_FOUND',
      message: MESSAGES.conversationNotFound,
    });
    // No route lets a host start one: POST /conversations about their own listing is refused.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: host.headers,
      payload: { listingId, body: 'Hello renter' },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'CANNOT_MESSAGE_OWN_LISTING' });
    expect(await conversationRows(t)).toEqual(before);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { renter, id } = await newThread();
    const before = await conversationRows(t);
    const cases: [unknown, number, string][] = [
      ['', 400, MESSAGES.messageRequired],
      [' \t ', 400, MESSAGES.messageRequired],
      [null, 400, MESSAGES.messageRequired],
      ['x'.repeat(2001), 400, MESSAGES.messageTooLong],
      ['half an emoji \udc00', 400, MESSAGES.textInvalidCharacters],
      ['read \u2067this\u2069 backwards', 400, MESSAGES.messageInvalidCharacters],
      ['bell \u0007', 400, MESSAGES.messageInvalidCharacters],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(renter, id, body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    const unknown = await send(renter, randomUUID(), 'Hello');
    expect(unknown.statusCode).toBe(404);
    expect((await send(renter, 'not-an-id', 'Hello')).statusCode).toBe(400);
    const polluted = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { ...renter.headers, 'content-type': 'application/json' },
      payload: '{"body":"Hi","__proto__":{"senderId":"x"}}',
    });
    expect(polluted.statusCode).toBe(400);
    const constructor = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { ...renter.headers, 'content-type': 'application/json' },
      payload: '{"body":"Hi","constructor":{"prototype":{"x":1}}}',
    });
    expect(constructor.statusCode).toBe(400);
    expect(await conversationRows(t)).toEqual(before);
  });

  it('refuses to write to a deactivated party (403); the thread stays readable', async () => {
    const { renter, id } = await newThread();
    await t.knex('users').where({ id: renter.user.id }).update({ deactivated_at: new Date() });
    const before = await conversationRows(t);
    const res = await send(host, id, 'Are you there?');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CONVERSATION_RECIPIENT_DEACTIVATED' });
    expect(await conversationRows(t)).toEqual(before);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: host.headers,
    });
    expect(detail.json()).toMatchObject({ canWrite: false, role: 'host' });
    expect((await pageOf(host, id)).items).toHaveLength(1);
  });
});

describe('pages of a thread', () => {
  it(`answers ${MESSAGES_PAGE_SIZE} newest first with a cursor, then the rest`, async () => {
    const { renter, id } = await newThread();
    for (let n = 2; n <= MESSAGES_PAGE_SIZE + 1; n += 1) {
      await t.app.conversationsRepository.appendText(
        id,
        n % 2 ? renter.user.id : host.user.id,
        `Message ${n}`,
      );
    }
    const first = await pageOf(renter, id);
    expect(first.items).toHaveLength(MESSAGES_PAGE_SIZE);
    expect((first.items[0] as TextMessage).body).toBe(`Message ${MESSAGES_PAGE_SIZE + 1}`);
    expect(first.nextCursor).toEqual(expect.any(String));
    const ids = first.items.map((m) => BigInt(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    const second = await pageOf(renter, id, first.nextCursor!);
    expect(second.items.map((m) => (m as TextMessage).body)).toEqual(['First question']);
    expect(second.nextCursor).toBeNull();
    // A cursor of another list, or none at all, is refused rather than misread.
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}/messages?cursor=${Buffer.from('["favourites",1]').toString('base64url')}`,
      headers: renter.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MESSAGES.invalidCursor });
    // Anyone else learns nothing from it, a cursor of the thread or not: 404 as for no thread.
    const outsider = await t.createUser();
    for (const cursor of [first.nextCursor!, Buffer.from('["favourites",1]').toString('base64url')]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${id}/messages?cursor=${cursor}`,
        headers: outsider.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: MESSAGES.conversationNotFound });
    }
  });
});

describe('sends at once', () => {
  it('stores every message of 20 parallel sends from both parties in one order, the newest last', async () => {
    const { renter, id } = await newThread();
    const sends = Array.from({ length: 20 }, (_, n) => send(n % 2 ? host : renter, id, `Parallel ${n}`));
    const answers = await Promise.all(sends);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const rows = (await t.knex('messages').where({ conversation_id: id }).orderBy('id')) as {
      id: string;
      body: string;
      created_at: Date;
    }[];
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((row) => row.body)).size).toBe(21);
    // Ids follow the time each was written (each send locked the thread first).
    const times = rows.map((row) => row.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const [{ newest }] = (
      await t.knex.raw(
        `SELECT c.last_message_at = (SELECT created_at FROM messages WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1) AS newest
         FROM conversations c WHERE c.id = ?`,
        [id],
      )
    ).rows as [{ newest: boolean }];
    expect(newest).toBe(true);
    expect(await flags(id)).toEqual({ renter_unread: true, host_unread: true });
  });
});
