import type { ConversationRole } from '@shoreline/shared-domain/conversations';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

// Issue 25, "Live and by email": `app.notify.message` on its own, with the send written as the route
// writes it (lock and touch the conversation, set the recipient's unread flag, insert the message,
// notify in the same transaction). The bell holds one unread notification per thread with the newest
// excerpt; email is a digest: at most one per thread and recipient per MESSAGE_EMAIL_DIGEST_MS by the
// app's clock, only while unread, only to people who want email. (Through the routes:
// routes/conversations/delivery.test.ts.)
let t: TestApp;
const START = new Date('2030-03-01T09:00:00.000Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

beforeAll(async () => {
  t = await buildTestApp({ publicOrigin: 'https://shoreline.example' });
});
afterEach(() => t.setNow(null));
afterAll(() => t.close());

interface Thread {
  id: string;
  host: TestUser;
  renter: TestUser;
}

async function thread(): Promise<Thread> {
  const host = await t.createUser({ roles: ['renter', 'host'], name: 'Marina Costa' });
  const renter = await t.createUser({ name: 'Ana Silva' });
  const listingId = await t.createListing(host, { title: 'Brighton Seafront Flat' });
  const [row] = (await t
    .knex('conversations')
    .insert({ listing_id: listingId, renter_id: renter.user.id, host_id: host.user.id })
    .returning('id')) as { id: string }[];
  if (!row) throw new Error('no conversation');
  return { id: row.id, host, renter };
}

/** `from` sends `body` at `at` (the app's clock), as POST /conversations/:id/messages does. */
async function send(conversation: Thread, from: TestUser, body: string, at: Date) {
  t.setNow(at);
  const recipientSide: ConversationRole = from === conversation.renter ? 'host' : 'renter';
  await t.knex.transaction(async (trx) => {
    await trx('conversations')
      .where('id', conversation.id)
      .update({ last_message_at: trx.fn.now(), [`${recipientSide}_unread`]: true });
    const [message] = (await trx('messages')
      .insert({ conversation_id: conversation.id, kind: 'text', sender_id: from.user.id, body })
      .returning('id')) as { id: string }[];
    await t.app.notify.message(trx, {
      conversationId: conversation.id,
      messageId: String(message?.id),
      senderId: from.user.id,
    });
  });
}

/** What opening the thread does (POST /conversations/:id/read). */
async function read(conversation: Thread, who: TestUser) {
  const side: ConversationRole = who === conversation.renter ? 'renter' : 'host';
  await t
    .knex('conversations')
    .where('id', conversation.id)
    .update({ [`${side}_unread`]: false });
  await t.app.notificationsRepository.markConversationRead(who.user.id, conversation.id);
}

const emails = async (who: TestUser) =>
  (await t
    .knex('email_outbox')
    .select('subject', 'text_body')
    .where('recipient', who.user.email)
    .orderBy('created_at')) as { subject: string; text_body: string }[];

const bell = async (who: TestUser) =>
  (await t
    .knex('notifications')
    .select('kind', 'link', 'facts', 'read_at')
    .where('user_id', who.user.id)
    .orderBy('created_at')) as {
    kind: string;
    link: string;
    facts: Record<string, unknown>;
    read_at: Date | null;
  }[];

describe('notify.message', () => {
  it('three messages in a row are one unread notification showing the newest, and one email', async () => {
    const c = await thread();
    await send(c, c.renter, 'Is there a cot?', minutes(0));
    await send(c, c.renter, 'And a high chair?', minutes(2));
    await send(c, c.renter, 'We arrive late, around 23:00.', minutes(5));

    expect(await bell(c.host)).toEqual([
      {
        kind: 'message-received',
        link: `/host/messages/${c.id}`,
        facts: expect.objectContaining({
          conversationId: c.id,
          listingTitle: 'Brighton Seafront Flat',
          senderName: 'Ana Silva',
          excerpt: 'We arrive late, around 23:00.',
          recipientRole: 'host',
        }),
        read_at: null,
      },
    ]);
    expect(await t.app.notificationsRepository.unreadCount(c.host.user.id)).toBe(1);
    const sent = await emails(c.host);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('New message from Ana Silva');
    expect(sent[0]?.text_body).toContain('Is there a cot?');
    expect(sent[0]?.text_body).toContain(`https://shoreline.example/host/messages/${c.id}`);
    // Nothing for the sender.
    expect(await bell(c.renter)).toEqual([]);
    expect(await emails(c.renter)).toEqual([]);
  });

  it('a thread still unread after the window is emailed again, once', async () => {
    const c = await thread();
    await send(c, c.renter, 'First', minutes(0));
    await send(c, c.renter, 'Second, inside the window', minutes(14));
    await send(c, c.renter, 'Third, the window is over', minutes(15));
    await send(c, c.renter, 'Fourth, inside the new window', minutes(20));
    expect((await emails(c.host)).map((e) => e.text_body.includes('Third'))).toEqual([false, true]);
    expect(await bell(c.host)).toHaveLength(1);
  });

  it('reading does not reopen the window; a message after it, unread again, is emailed', async () => {
    const c = await thread();
    await send(c, c.host, 'The key is under the mat.', minutes(0));
    await read(c, c.renter);
    expect((await bell(c.renter))[0]?.read_at).not.toBeNull();

    await send(c, c.host, 'Parking is behind the house.', minutes(5));
    expect(await emails(c.renter)).toHaveLength(1);
    // A new unread notification (the read one stays read), linking to the guest app.
    expect((await bell(c.renter)).map((n) => [n.read_at === null, n.link, n.facts.excerpt])).toEqual([
      [false, `/messages/${c.id}`, 'The key is under the mat.'],
      [true, `/messages/${c.id}`, 'Parking is behind the house.'],
    ]);

    await read(c, c.renter);
    await send(c, c.host, 'Check-in is from 15:00.', minutes(16));
    const sent = await emails(c.renter);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.text_body).toContain('Check-in is from 15:00.');
  });

  it('no email to a person who turned email off; the bell still counts', async () => {
    const c = await thread();
    await t.app.notificationsRepository.setEmailPreference(c.host.user.id, false);
    await send(c, c.renter, 'Hello?', minutes(0));
    await send(c, c.renter, 'Hello again?', minutes(30));
    expect(await emails(c.host)).toEqual([]);
    expect(await t.app.notificationsRepository.unreadCount(c.host.user.id)).toBe(1);
    // Turned back on: the next message (still unread, never emailed) is.
    await t.app.notificationsRepository.setEmailPreference(c.host.user.id, true);
    await send(c, c.renter, 'Anyone?', minutes(31));
    expect(await emails(c.host)).toHaveLength(1);
  });

  it('one thread per notification: two threads of one host are two notifications, each emailed', async () => {
    const a = await thread();
    const otherRenter = await t.createUser({ name: 'Ben Okafor' });
    const listingId = await t.createListing(a.host, { title: 'Harbour Loft' });
    const [row] = (await t
      .knex('conversations')
      .insert({ listing_id: listingId, renter_id: otherRenter.user.id, host_id: a.host.user.id })
      .returning('id')) as { id: string }[];
    const b: Thread = { id: row?.id ?? '', host: a.host, renter: otherRenter };
    await send(a, a.renter, 'About the flat', minutes(0));
    await send(b, b.renter, 'About the loft', minutes(1));
    await send(a, a.renter, 'Flat again', minutes(2));
    expect((await bell(a.host)).map((n) => n.facts.excerpt)).toEqual(['About the loft', 'Flat again']);
    expect(await emails(a.host)).toHaveLength(2);
  });
});
