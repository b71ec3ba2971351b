import { MESSAGES_PAGE_SIZE, type AdminConversation } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/build-test-app';
import { fileReport, reportedConversation } from '../../../test/reported-conversation';

// What an admin reads of a reported conversation (issue 25) while a report of it is open, the queue
// of open reports, and that a dismissed report closes the conversation to admins again.

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const decide = (reportId: string, action: 'dismiss' | 'deactivate') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/conversation-reports/${reportId}/${action}`,
    headers: admin.headers,
  });

describe('an admin reading a reported conversation', () => {
  it('GET /api/admin/conversations/:id: the listing, both parties and the open reports', async () => {
    const world = await reportedConversation(t);
    const res = await get(`/api/admin/conversations/${world.conversationId}`);
    expect(res.statusCode).toBe(200);
    const conversation = res.json() as AdminConversation;
    expect(conversation).toMatchObject({
      id: world.conversationId,
      listing: { id: world.listingId, title: 'Harbour loft', available: true },
      renter: { id: world.renter.user.id, name: world.renter.user.name, deactivated: false },
      host: { id: world.host.user.id, name: world.host.user.name, deactivated: false },
    });
    expect(conversation.openReports).toEqual([
      expect.objectContaining({
        id: world.reportId,
        conversationId: world.conversationId,
        reason: 'Asked me to pay outside the site',
        reporter: expect.objectContaining({ id: world.renter.user.id }),
        reported: expect.objectContaining({ id: world.host.user.id, deactivated: false }),
      }),
    ]);
  });

  it('reads the messages newest first, a page at a time, booking events included', async () => {
    const world = await reportedConversation(t);
    const bookingId = await t.insertBooking({
      listingId: world.listingId,
      renter: world.renter,
      startDate: '2030-07-01',
      endDate: '2030-07-04',
    });
    await t.knex('messages').insert({
      conversation_id: world.conversationId,
      kind: 'event',
      event: 'requested',
      booking_id: bookingId,
    });
    await t.knex('messages').insert(
      Array.from({ length: MESSAGES_PAGE_SIZE }, (_, index) => ({
        conversation_id: world.conversationId,
        kind: 'text',
        sender_id: world.renter.user.id,
        body: `Message ${index + 1}`,
      })),
    );
    const url = `/api/admin/conversations/${world.conversationId}/messages`;
    const first = (await get(url)).json();
    expect(first.items.map((item: { body: string }) => item.body)).toEqual(
      Array.from({ length: MESSAGES_PAGE_SIZE }, (_, index) => `Message ${MESSAGES_PAGE_SIZE - index}`),
    );
    const second = await get(`${url}?cursor=${first.nextCursor}`);
    expect(second.json()).toEqual({
      items: [
        expect.objectContaining({
          kind: 'event',
          event: 'requested',
          booking: { id: bookingId, startDate: '2030-07-01', endDate: '2030-07-04' },
        }),
        expect.objectContaining({
          kind: 'text',
          body: 'Pay me by bank transfer',
          senderId: world.host.user.id,
        }),
      ],
      nextCursor: null,
    });
  });

  it('a dismissed report closes the conversation to admins (404) and leaves the queue', async () => {
    const world = await reportedConversation(t);
    expect((await decide(world.reportId, 'dismiss')).statusCode).toBe(204);
    const row = await t.knex('conversation_reports').where({ id: world.reportId }).first();
    expect(row).toMatchObject({
      resolution: 'dismissed',
      resolved_by: admin.user.id,
      resolved_at: expect.any(Date),
    });
    for (const path of ['', '/messages']) {
      const res = await get(`/api/admin/conversations/${world.conversationId}${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MESSAGES.conversationNotFound);
    }
    const queue = (await get('/api/admin/conversation-reports?limit=100')).json();
    expect(queue.items.map((item: { id: string }) => item.id)).not.toContain(world.reportId);
    // It is decided: deciding it again finds nothing open. Nobody was deactivated.
    const again = await decide(world.reportId, 'deactivate');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MESSAGES.conversationReportNotFound);
    const deactivated = await t
      .knex('users')
      .whereIn('id', [world.renter.user.id, world.host.user.id])
      .whereNotNull('deactivated_at');
    expect(deactivated).toEqual([]);
  });

  it("the other party's open report keeps it readable after one is dismissed", async () => {
    const world = await reportedConversation(t);
    const hostReport = await fileReport(t, world.host, world.conversationId, { reason: 'Threatening' });
    await decide(world.reportId, 'dismiss');
    const res = await get(`/api/admin/conversations/${world.conversationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().openReports).toEqual([
      expect.objectContaining({
        id: hostReport.json().id,
        reporter: expect.objectContaining({ id: world.host.user.id }),
        reported: expect.objectContaining({ id: world.renter.user.id }),
      }),
    ]);
  });

  it('the queue lists open reports oldest first, a page at a time', async () => {
    // Only this test's reports are open.
    await t
      .knex('conversation_reports')
      .whereNull('resolved_at')
      .update({ resolved_at: new Date(), resolution: 'dismissed' });
    const worlds = [
      await reportedConversation(t, { reason: 'first' }),
      await reportedConversation(t, { reason: 'second' }),
      await reportedConversation(t, { reason: 'third' }),
    ];
    const [a, b, c] = worlds.map((world) => world.reportId) as [string, string, string];
    // The first two at the same instant: the id breaks the tie.
    const at = Date.parse('2030-01-01T10:00:00Z');
    await t
      .knex('conversation_reports')
      .whereIn('id', [a, b])
      .update({ created_at: new Date(at) });
    await t
      .knex('conversation_reports')
      .where({ id: c })
      .update({ created_at: new Date(at - 60_000) });
    const first = (await get('/api/admin/conversation-reports?limit=2')).json();
    const second = (await get(`/api/admin/conversation-reports?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.nextCursor).toBeNull();
    const items = [...first.items, ...second.items];
    expect(items.map((item: { id: string }) => item.id)).toEqual([c, ...[a, b].sort()]);
    expect(items[0]).toMatchObject({
      reason: 'third',
      conversationId: worlds[2]!.conversationId,
      listing: { id: worlds[2]!.listingId, title: 'Harbour loft' },
      reporter: { id: worlds[2]!.renter.user.id },
      reported: { id: worlds[2]!.host.user.id, deactivated: false },
    });
    expect((await get('/api/admin/conversation-reports?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });
});
