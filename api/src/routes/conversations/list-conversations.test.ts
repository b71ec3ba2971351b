// Inboxes (issue 25): each side of a person lists its conversations, most recently active first, a
// keyset page at a time; unread counts per side; the lookup by listing (and renter, for the host).
import {
  INBOX_PAGE_SIZE,
  MESSAGE_EXCERPT_LENGTH,
  type ConversationSummary,
} from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Page } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { startConversation } from '../../test/conversations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function inboxOf(who: TestUser, role: string, cursor?: string): Promise<Page<ConversationSummary>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations?role=${role}${cursor ? `&cursor=${cursor}` : ''}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Page<ConversationSummary>;
}
const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('inboxes', () => {
  it('lists a person on each side apart: as renter the hosts, as host the renters', async () => {
    // Both renter and host: writes to Maria about her flat, and Rui writes to them about theirs.
    const both = await t.createUser({ roles: ['renter', 'host'], name: 'Ana Silva' });
    const maria = await t.createUser({ roles: ['renter', 'host'], name: 'Maria Costa' });
    const rui = await t.createUser({ name: 'Rui Pinto' });
    const mariasFlat = await t.createListing(maria, { title: "Maria's flat" });
    const anasHouse = await t.createListing(both, { title: "Ana's house", photos: [] });
    const asRenter = await startConversation(t, both, mariasFlat, 'Question for Maria');
    const asHost = await startConversation(t, rui, anasHouse, `${'Long question '.repeat(20)}end`);
    const booking = await t.insertBooking({
      listingId: anasHouse,
      renter: rui,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
    });

    const renting = await inboxOf(both, 'renter');
    expect(renting).toEqual({
      items: [
        expect.objectContaining({
          id: asRenter,
          role: 'renter',
          listing: expect.objectContaining({ title: "Maria's flat", available: true }),
          otherParty: { id: maria.user.id, name: 'Maria Costa', initials: 'MC' },
          lastMessage: {
            kind: 'text',
            excerpt: 'Question for Maria',
            fromMe: true,
            sentAt: expect.any(String),
          },
          unread: false,
          booking: null,
        }),
      ],
      nextCursor: null,
    });
    const hosting = await inboxOf(both, 'host');
    expect(hosting.items).toHaveLength(1);
    const [row] = hosting.items;
    expect(row).toMatchObject({
      id: asHost,
      role: 'host',
      listing: { title: "Ana's house", imageUrl: null },
      otherParty: { id: rui.user.id, name: 'Rui Pinto', initials: 'RP' },
      unread: true,
      booking: { id: booking, status: 'pending', startDate: '2030-07-01', endDate: '2030-07-04' },
    });
    expect(row!.lastMessage?.fromMe).toBe(false);
    expect(row!.lastMessage!.excerpt.length).toBeLessThanOrEqual(MESSAGE_EXCERPT_LENGTH);

    const unread = await get(both, '/api/conversations/unread');
    expect(unread.json()).toEqual({ renter: 0, host: 1 });
    expect((await get(maria, '/api/conversations/unread')).json()).toEqual({ renter: 0, host: 1 });
    await t.app.inject({ method: 'POST', url: `/api/conversations/${asHost}/read`, headers: both.headers });
    expect((await get(both, '/api/conversations/unread')).json()).toEqual({ renter: 0, host: 0 });

    // A role is required and must be one of the two.
    expect((await get(both, '/api/conversations')).statusCode).toBe(400);
    expect((await get(both, '/api/conversations?role=admin')).statusCode).toBe(400);
  });

  it(`pages most recently active first, ${INBOX_PAGE_SIZE} at a time, and moves a thread up when it is written in`, async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const listings = await Promise.all(
      Array.from({ length: INBOX_PAGE_SIZE + 1 }, (_, n) => t.createListing(host, { title: `Place ${n}` })),
    );
    const renter = await t.createUser();
    const ids: string[] = [];
    for (const listingId of listings) ids.push(await startConversation(t, renter, listingId));
    const first = await inboxOf(renter, 'renter');
    expect(first.items.map((item) => item.id)).toEqual([...ids].reverse().slice(0, INBOX_PAGE_SIZE));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await inboxOf(renter, 'renter', first.nextCursor!);
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    // The host's reply in the oldest thread brings it to the top of both inboxes.
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${ids[0]}/messages`,
      headers: host.headers,
      payload: { body: 'Welcome!' },
    });
    expect((await inboxOf(renter, 'renter')).items[0]).toMatchObject({ id: ids[0], unread: true });
    // Writing is no reading: the host's side stays as it was until they open the thread.
    expect((await inboxOf(host, 'host')).items[0]).toMatchObject({ id: ids[0], unread: true });
    // The renter's cursor is not the host's list.
    const mixed = await get(host, `/api/conversations?role=host&cursor=${first.nextCursor}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ message: MESSAGES.invalidCursor });
  });
});

describe('lookup', () => {
  it("finds the viewer's own conversation about a listing, or the host's with a renter", async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const otherHost = await t.createUser({ roles: ['renter', 'host'] });
    const renter = await t.createUser();
    const admin = await t.createUser({ roles: ['renter', 'admin'] });
    const listingId = await t.createListing(host);
    const quiet = await t.createListing(host);
    const id = await startConversation(t, renter, listingId);
    expect((await get(renter, `/api/conversations/lookup?listingId=${listingId}`)).json()).toEqual({ id });
    const byHost = `/api/conversations/lookup?listingId=${listingId}&renterId=${renter.user.id}`;
    expect((await get(host, byHost)).json()).toEqual({ id });
    for (const [who, url] of [
      [otherHost, byHost],
      [admin, byHost],
      [renter, byHost],
      [renter, `/api/conversations/lookup?listingId=${quiet}`],
      [host, `/api/conversations/lookup?listingId=${listingId}`],
    ] as const) {
      // None, and somebody else's, read the same: no error (a page asks for every signed-in visitor).
      const res = await get(who, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: null });
    }
    expect((await get(renter, '/api/conversations/lookup?listingId=nope')).statusCode).toBe(400);
    expect((await get(renter, '/api/conversations/lookup')).statusCode).toBe(400);
  });
});
