// POST /api/conversations (issue 25): a renter writes to a listing's host. One conversation per renter
// and listing; a new one needs a public listing; never about your own listing; never to a
// deactivated account. On PGlite and Postgres.
import type { ConversationDetail, TextMessage } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { randomUUID } from 'node:crypto';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { conversationRows } from '../../test/conversations';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'], name: 'Maria Costa' });
});
afterAll(() => t.close());

const start = (who: TestUser, listingId: string, body: unknown = 'Is there a cot for a baby?') =>
  t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: who.headers,
    payload: { listingId, body },
  });

type Started = { conversation: ConversationDetail; message: TextMessage };

describe('starting a conversation', () => {
  it('starts it with the first message (201), then adds to the same one (200)', async () => {
    const renter = await t.createUser({ name: 'Ana Silva' });
    const listingId = await t.createListing(host, { title: 'Harbour loft', city: 'Porto' });
    const first = await start(renter, listingId, '  Is there a cot?\nThanks!  ');
    expect(first.statusCode).toBe(201);
    const started = first.json() as Started;
    expect(started.message).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'text',
      senderId: renter.user.id,
      // Trimmed, line breaks kept.
      body: 'Is there a cot?\nThanks!',
      sentAt: expect.any(String),
    });
    expect(started.conversation).toEqual({
      id: expect.any(String),
      role: 'renter',
      listing: {
        id: listingId,
        title: 'Harbour loft',
        city: 'Porto',
        country: 'Portugal',
        imageUrl: expect.stringMatching(/\.w400\.webp$/),
        available: true,
      },
      otherParty: { id: host.user.id, name: 'Maria Costa', initials: 'MC' },
      lastMessage: {
        kind: 'text',
        excerpt: 'Is there a cot? Thanks!',
        fromMe: true,
        sentAt: started.message.sentAt,
      },
      unread: false,
      booking: null,
      lastActivityAt: started.message.sentAt,
      reportedByMe: false,
      canWrite: true,
    });
    const again = await start(renter, listingId, 'And a high chair?');
    expect(again.statusCode).toBe(200);
    const added = again.json() as Started;
    expect(added.conversation.id).toBe(started.conversation.id);
    expect(BigInt(added.message.id) > BigInt(started.message.id)).toBe(true);
    expect(await t.knex('conversations').where({ renter_id: renter.user.id })).toEqual([
      expect.objectContaining({
        listing_id: listingId,
        host_id: host.user.id,
        host_unread: true,
        renter_unread: false,
      }),
    ]);
    expect(await t.knex('messages').where({ conversation_id: started.conversation.id })).toHaveLength(2);
  });

  it('tells the host: their side is unread and they have one notification of it', async () => {
    const renter = await t.createUser({ name: 'Rui Pinto' });
    const listingId = await t.createListing(host);
    const { conversation } = (await start(renter, listingId)).json() as Started;
    await start(renter, listingId, 'One more thing.');
    const unread = await t.app.inject({
      method: 'GET',
      url: '/api/conversations/unread',
      headers: host.headers,
    });
    expect(unread.json()).toMatchObject({ renter: 0, host: expect.any(Number) });
    const notifications = await t
      .knex('notifications')
      .where({ user_id: host.user.id, kind: 'message-received' })
      .whereRaw(`facts->>'conversationId' = ?`, [conversation.id]);
    expect(notifications).toHaveLength(1);
  });

  it('refuses your own listing (403) and a listing renters cannot see (404), writing nothing', async () => {
    const renter = await t.createUser();
    const inactive = await t.createListing(host, { isActive: false });
    const deleted = await t.createListing(host);
    await t.knex('listings').where({ id: deleted }).update({ deleted_at: new Date(), is_active: false });
    const own = await t.createListing(host);
    const before = await conversationRows(t);
    const mine = await start(host, own);
    expect(mine.statusCode).toBe(403);
    expect(mine.json()).toMatchObject({
      code: 'CANNOT_MESSAGE_OWN_LISTING',
      message: MESSAGES.cannotMessageOwnListing,
    });
    for (const listingId of [inactive, deleted, randomUUID()]) {
      const res = await start(renter, listingId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'LISTING_NOT_FOUND', message: MESSAGES.listingNotFound });
    }
    expect((await start(renter, 'not-a-uuid')).statusCode).toBe(400);
    expect(await conversationRows(t)).toEqual(before);
  });

  it('carries on a conversation about a listing deactivated or deleted since', async () => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    const { conversation } = (await start(renter, listingId)).json() as Started;
    await t.knex('listings').where({ id: listingId }).update({ deleted_at: new Date(), is_active: false });
    const again = await start(renter, listingId, 'Is it still on?');
    expect(again.statusCode).toBe(200);
    expect((again.json() as Started).conversation).toMatchObject({
      id: conversation.id,
      listing: { id: listingId, available: false },
    });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: host.headers,
      payload: { body: 'Sorry, I took it down.' },
    });
    expect(reply.statusCode).toBe(201);
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: renter.headers,
    });
    expect(thread.json().items.map((m: TextMessage) => m.body)).toEqual([
      'Sorry, I took it down.',
      'Is it still on?',
      'Is there a cot for a baby?',
    ]);
  });

  it('refuses to write to a deactivated host (403) and changes nothing', async () => {
    const renter = await t.createUser();
    const gone = await t.createUser({ roles: ['renter', 'host'] });
    const listingId = await t.createListing(gone);
    await t.knex('users').where({ id: gone.user.id }).update({ deactivated_at: new Date() });
    const before = await conversationRows(t);
    const res = await start(renter, listingId);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'CONVERSATION_RECIPIENT_DEACTIVATED',
      message: MESSAGES.conversationRecipientDeactivated,
    });
    expect(await conversationRows(t)).toEqual(before);
  });

  it('refuses a message that breaks its rules (400 with the rule) and writes nothing', async () => {
    const renter = await t.createUser();
    const listingId = await t.createListing(host);
    const before = await conversationRows(t);
    const cases: [unknown, string][] = [
      ['', MESSAGES.messageRequired],
      ['   \n ', MESSAGES.messageRequired],
      [null, MESSAGES.messageRequired],
      [42, MESSAGES.messageRequired],
      ['a'.repeat(2001), MESSAGES.messageTooLong],
      ['broken \ud800 emoji', MESSAGES.textInvalidCharacters],
      ['\u202Egnp.exe', MESSAGES.messageInvalidCharacters],
    ];
    for (const [body, message] of cases) {
      const res = await start(renter, listingId, body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: renter.headers,
      payload: { listingId },
    });
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({
      status: 400,
      message: MESSAGES.messageRequired,
    });
    const polluted = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { ...renter.headers, 'content-type': 'application/json' },
      payload: `{"listingId":"${listingId}","body":"Hi","__proto__":{"admin":true}}`,
    });
    expect(polluted.statusCode).toBe(400);
    expect(await conversationRows(t)).toEqual(before);
    // Exactly the limit is fine.
    expect((await start(renter, listingId, 'b'.repeat(2000))).statusCode).toBe(201);
  });
});
