import { MAX_CONVERSATION_REPORT_LENGTH } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { fileReport, insertConversation } from '../../test/reported-conversation';

// POST /api/conversations/:id/reports (issue 25): only the two parties may report, once while their
// report is open; anyone else learns nothing (404), and a refusal changes no row.

let t: TestApp;
let renter: TestUser;
let host: TestUser;
let otherRenter: TestUser;
let otherHost: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [renter, host, otherRenter, otherHost, admin] = await Promise.all([
    t.createUser(),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser(),
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'admin'] }),
  ]);
});
afterAll(() => t.close());

/** A conversation of `renter` about a new listing of `host` (arranged in SQL). */
const conversation = async () => (await insertConversation(t, renter, host)).conversationId;

const report = (who: TestUser | null, id: string, payload: unknown = { reason: 'Rude messages' }) =>
  fileReport(t, who, id, payload);

const reportsOf = (conversationId: string) =>
  t.knex('conversation_reports').where({ conversation_id: conversationId }).orderBy('created_at');

describe('POST /api/conversations/:id/reports', () => {
  it.each([
    ['the renter', () => renter],
    ['the host', () => host],
  ])('%s files a report: 201 with its id, stored open with the trimmed reason', async (_, who) => {
    const id = await conversation();
    const res = await report(who(), id, { reason: '  Asked me to pay outside the site  ' });
    expect(res.statusCode).toBe(201);
    const rows = await reportsOf(id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: res.json().id,
        reporter_id: who().user.id,
        reason: 'Asked me to pay outside the site',
        resolved_at: null,
        resolution: null,
        resolved_by: null,
      }),
    ]);
  });

  it.each([
    ['another renter', () => otherRenter],
    ['another host', () => otherHost],
    ['an admin', () => admin],
  ])('%s gets 404 (the conversation is not revealed) and nothing is stored', async (_, who) => {
    const id = await conversation();
    const res = await report(who(), id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.conversationNotFound);
    expect(await reportsOf(id)).toEqual([]);
  });

  it('a visitor gets 401 and nothing is stored', async () => {
    const id = await conversation();
    const res = await report(null, id);
    expect(res.statusCode).toBe(401);
    expect(await reportsOf(id)).toEqual([]);
  });

  it('an unknown conversation is 404', async () => {
    const res = await report(renter, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.conversationNotFound);
  });

  it('reporting twice while the first is open is 409 and keeps one row; each party has its own', async () => {
    const id = await conversation();
    expect((await report(renter, id)).statusCode).toBe(201);
    const again = await report(renter, id, { reason: 'Still rude' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.conversationAlreadyReported);
    expect(await reportsOf(id)).toHaveLength(1);
    // The other party's report is theirs: both wait for an admin.
    expect((await report(host, id)).statusCode).toBe(201);
    expect(await reportsOf(id)).toHaveLength(2);
  });

  it('two reports at once: one is filed, the other is 409 (never 500), one row', async () => {
    const id = await conversation();
    const answers = await Promise.all([report(renter, id), report(renter, id), report(renter, id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await reportsOf(id)).toHaveLength(1);
  });

  it('once an admin has decided it, the party may report again', async () => {
    const id = await conversation();
    const first = await report(renter, id);
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/conversation-reports/${first.json().id}/dismiss`,
      headers: admin.headers,
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await report(renter, id, { reason: 'It started again' })).statusCode).toBe(201);
    expect(await reportsOf(id)).toHaveLength(2);
  });

  it.each([
    ['blank', { reason: '   ' }, MESSAGES.reportReasonRequired],
    ['missing', {}, MESSAGES.reportReasonRequired],
    ['too long', { reason: 'x'.repeat(MAX_CONVERSATION_REPORT_LENGTH + 1) }, MESSAGES.reportReasonTooLong],
  ])('a %s reason is 400 with the form message and stores nothing', async (_, payload, message) => {
    const id = await conversation();
    const res = await report(renter, id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await reportsOf(id)).toEqual([]);
  });

  it('a reason at the limit is accepted', async () => {
    const id = await conversation();
    const res = await report(renter, id, { reason: 'x'.repeat(MAX_CONVERSATION_REPORT_LENGTH) });
    expect(res.statusCode).toBe(201);
  });
});
