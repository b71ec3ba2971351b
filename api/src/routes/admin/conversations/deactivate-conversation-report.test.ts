import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/build-test-app';
import { countEmails, readAccountLinkToken } from '../../../test/read-account-link';
import { openSse } from '../../../test/sse-client';
import {
  fileReport,
  insertConversation,
  reportedConversation,
  reportsState,
} from '../../../test/reported-conversation';

// Deactivating the reported party (issue 25): the other party than the reporter loses their account
// at once (no sign-in, no token, their cookies stop working), every open report of the conversation
// is resolved; an admin is never deactivated this way, and a report decided meanwhile is 404.

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
});
afterAll(() => t.close());

const deactivate = (reportId: string, who: TestUser = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/conversation-reports/${reportId}/deactivate`,
    headers: who.headers,
  });
const dismiss = (reportId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/conversation-reports/${reportId}/dismiss`,
    headers: admin.headers,
  });
const signIn = (user: TestUser, password = user.password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: user.user.email, password },
  });
const sessionOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers })).json().user as { id: string } | null;

describe('POST /api/admin/conversation-reports/:id/deactivate', () => {
  it('deactivates the reported host: signed out everywhere, no sign-in, every open report of it resolved', async () => {
    const world = await reportedConversation(t);
    const hostReport = await fileReport(t, world.host, world.conversationId, { reason: 'Insults' });
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: world.host.user.email, password: world.host.password },
    });
    expect(await sessionOf(world.host.headers)).toMatchObject({ id: world.host.user.id });

    const res = await deactivate(world.reportId);
    expect(res.statusCode).toBe(204);

    // The account: deactivated, no session left; the reporter is untouched.
    const rows = await t
      .knex('users')
      .select('id', 'deactivated_at')
      .whereIn('id', [world.host.user.id, world.renter.user.id]);
    expect(
      Object.fromEntries(
        rows.map((row: { id: string; deactivated_at: Date | null }) => [row.id, row.deactivated_at]),
      ),
    ).toEqual({
      [world.host.user.id]: expect.any(Date),
      [world.renter.user.id]: null,
    });
    expect(await t.knex('sessions').where({ user_id: world.host.user.id })).toEqual([]);
    expect(await sessionOf(world.renter.headers)).toMatchObject({ id: world.renter.user.id });

    // Their old cookie and bearer token are a visitor's now.
    expect(await sessionOf(world.host.headers)).toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${bearer.json().token}` },
    });
    expect(me.statusCode).toBe(401);

    // Sign-in and tokens refuse, saying why only to whoever knows the password.
    const refused = await signIn(world.host);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: MESSAGES.accountDeactivatedSignIn,
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const wrongPassword = await signIn(world.host, 'Not-the-password1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(MESSAGES.signInFailed);
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: world.host.user.email, password: world.host.password },
    });
    expect(token.statusCode).toBe(401);
    expect(token.json().message).toBe(MESSAGES.accountDeactivatedSignIn);
    expect(await t.knex('sessions').where({ user_id: world.host.user.id })).toEqual([]);

    // Nor can a new password bring it back: the same answer as for anyone, but no link is sent. The
    // links are sent after the answer; the renter's, asked after the host's, has arrived when this
    // reads.
    const resets = await Promise.all(
      [world.host, world.renter].map((user) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: user.user.email },
        }),
      ),
    );
    expect(resets.map((reset) => reset.statusCode)).toEqual([202, 202]);
    await readAccountLinkToken(t.knex, world.renter.user.email, '/reset-password');
    expect(await countEmails(t.knex, world.host.user.email, MESSAGES.passwordResetEmailSubject)).toBe(0);

    // Both open reports of the conversation are decided by this admin; the queue no longer has them.
    const reports = await t
      .knex('conversation_reports')
      .where({ conversation_id: world.conversationId })
      .orderBy('created_at');
    expect(reports).toEqual([
      expect.objectContaining({
        id: world.reportId,
        resolution: 'deactivated',
        resolved_by: admin.user.id,
        resolved_at: expect.any(Date),
      }),
      expect.objectContaining({
        id: hostReport.json().id,
        resolution: 'deactivated',
        resolved_by: admin.user.id,
        resolved_at: expect.any(Date),
      }),
    ]);
    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/admin/conversations/${world.conversationId}`,
      headers: admin.headers,
    });
    expect(conversation.statusCode).toBe(404);
  });

  it("a host's report deactivates the renter, who then shows as deactivated to admins", async () => {
    const [renter, host] = await Promise.all([t.createUser(), t.createUser({ roles: ['renter', 'host'] })]);
    const { conversationId } = await insertConversation(t, renter, host);
    const report = await fileReport(t, host, conversationId, { reason: 'Spam' });
    // A second conversation of the renter, reported by its host and still open.
    const otherHost = await t.createUser({ roles: ['renter', 'host'] });
    const other = await insertConversation(t, renter, otherHost);
    await fileReport(t, otherHost, other.conversationId, { reason: 'Spam again' });

    expect((await deactivate(report.json().id)).statusCode).toBe(204);
    expect(await sessionOf(renter.headers)).toBeNull();
    expect(await sessionOf(host.headers)).toMatchObject({ id: host.user.id });
    expect((await signIn(renter)).json().message).toBe(MESSAGES.accountDeactivatedSignIn);
    const admins = await t.app.inject({
      method: 'GET',
      url: `/api/admin/conversations/${other.conversationId}`,
      headers: admin.headers,
    });
    expect(admins.json()).toMatchObject({
      renter: { id: renter.user.id, deactivated: true },
      host: { deactivated: false },
    });
    expect(admins.json().openReports[0].reported).toMatchObject({ id: renter.user.id, deactivated: true });
  });

  it('ends the live notification stream of the deactivated account at once', async () => {
    const world = await reportedConversation(t);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${base}/api/notifications/stream`, world.host.headers);
    try {
      expect(stream.status).toBe(200);
      await stream.next(() => true);
      expect((await deactivate(world.reportId)).statusCode).toBe(204);
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('a session started after the deactivation (a race with sign-in) does not work either', async () => {
    const world = await reportedConversation(t);
    expect((await deactivate(world.reportId)).statusCode).toBe(204);
    const late = await t.sessionFor(world.host.user);
    expect(await sessionOf(late.headers)).toBeNull();
  });

  it('refuses to deactivate an admin (403) and changes nothing; the report can still be dismissed', async () => {
    const adminHost = await t.createUser({ roles: ['renter', 'host', 'admin'] });
    const world = await reportedConversation(t, { host: adminHost });
    const before = await reportsState(t);
    const res = await deactivate(world.reportId);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
    expect(await reportsState(t)).toEqual(before);
    expect(await sessionOf(adminHost.headers)).toMatchObject({ id: adminHost.user.id });
    expect((await dismiss(world.reportId)).statusCode).toBe(204);
  });

  it('a report decided meanwhile is 404 and nobody is deactivated', async () => {
    const world = await reportedConversation(t);
    expect((await dismiss(world.reportId)).statusCode).toBe(204);
    const before = await reportsState(t);
    const res = await deactivate(world.reportId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.conversationReportNotFound);
    expect(await reportsState(t)).toEqual(before);
  });

  it('two admins deciding at once: exactly one wins, the other gets 404', async () => {
    const world = await reportedConversation(t);
    const otherAdmin = await t.createUser({ roles: ['renter', 'admin'] });
    const answers = await Promise.all([dismiss(world.reportId), deactivate(world.reportId, otherAdmin)]);
    const statuses = answers.map((res) => res.statusCode);
    expect([...statuses].sort()).toEqual([204, 404]);
    const row = await t.knex('conversation_reports').where({ id: world.reportId }).first();
    const deactivated =
      (await t.knex('users').where({ id: world.host.user.id }).first()).deactivated_at !== null;
    if (statuses[0] === 204) {
      expect(row).toMatchObject({ resolution: 'dismissed', resolved_by: admin.user.id });
      expect(deactivated).toBe(false);
    } else {
      expect(row).toMatchObject({ resolution: 'deactivated', resolved_by: otherAdmin.user.id });
      expect(deactivated).toBe(true);
    }
  });

  it('an unknown report is 404', async () => {
    const res = await deactivate('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.conversationReportNotFound);
  });
});
