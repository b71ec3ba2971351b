import { decidedMeanwhileNotice, MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/build-test-app';

let t: TestApp;
let admin: TestUser;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
  host = await t.createUser({ roles: ['renter', 'host'] });
});
afterAll(() => t.close());

async function requestOf(user: TestUser, reason = 'I have a beach house'): Promise<HostRequest> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/host-requests',
    headers: user.headers,
    payload: { reason },
  });
  return res.json().request as HostRequest;
}
const decide = (
  who: TestUser | null,
  id: string,
  action: 'approve' | 'reject',
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/host-requests/${id}/${action}`,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
const mine = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/host-requests/mine', headers: user.headers });
const list = (who: TestUser | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/host-requests${query}`, headers: who?.headers ?? {} });

describe('host request lifecycle', () => {
  it('approval records who and when and adds the host role, effective at once', async () => {
    const user = await t.createUser();
    const request = await requestOf(user);
    const res = await decide(admin, request.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: request.id,
      status: 'approved',
      reviewedBy: admin.user.id,
      reviewedAt: expect.any(String),
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.json().roles).toEqual(['renter', 'host']);
    // The new host can use host-only endpoints without signing in again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/host/bookings', headers: user.headers })).statusCode,
    ).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/host-requests',
      headers: user.headers,
      payload: { reason: 'More' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alreadyHostRequest);
  });

  it('rejection adds no role; the user may ask again afterwards', async () => {
    const user = await t.createUser();
    const request = await requestOf(user);
    const res = await decide(admin, request.id, 'reject');
    expect(res.json()).toMatchObject({ status: 'rejected', reviewedBy: admin.user.id });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(me.json().roles).toEqual(['renter']);
    const second = await requestOf(user, 'Second try');
    expect(second.status).toBe('pending');
    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/host-requests/mine',
      headers: user.headers,
    });
    expect(latest.json().id).toBe(second.id);
  });

  it('rejection may carry a reason, trimmed, that the requester reads with their request', async () => {
    const user = await t.createUser();
    const request = await requestOf(user);
    const res = await decide(admin, request.id, 'reject', { reason: '  Please add photos of the flat.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add photos of the flat.',
    });
    expect((await mine(user)).json()).toMatchObject({
      id: request.id,
      status: 'rejected',
      rejectionReason: 'Please add photos of the flat.',
      reviewedAt: expect.any(String),
    });
  });

  it('rejection without a reason (no body, or a blank one) stores none; approval never has one', async () => {
    for (const payload of [undefined, {}, { reason: null }, { reason: '   ' }]) {
      const user = await t.createUser();
      const request = await requestOf(user);
      const res = await decide(admin, request.id, 'reject', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: null });
    }
    const user = await t.createUser();
    const approved = await decide(admin, (await requestOf(user)).id, 'approve', { reason: 'ignored' });
    expect(approved.json()).toMatchObject({ status: 'approved', rejectionReason: null });
  });

  it('refuses a reason over 500 characters or not a text with 400, changing nothing', async () => {
    const user = await t.createUser();
    const request = await requestOf(user);
    const tooLong = await decide(admin, request.id, 'reject', { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(MESSAGES.hostRequestRejectionTooLong);
    expect((await decide(admin, request.id, 'reject', { reason: { text: 'x' } })).statusCode).toBe(400);
    expect((await mine(user)).json()).toMatchObject({ status: 'pending', rejectionReason: null });
    const longest = await decide(admin, request.id, 'reject', { reason: 'x'.repeat(500) });
    expect(longest.json().rejectionReason).toHaveLength(500);
  });

  it('refuses a decision on a request that is no longer pending with 409, saying how it was decided', async () => {
    const user = await t.createUser();
    const request = await requestOf(user);
    expect((await decide(admin, request.id, 'approve')).statusCode).toBe(200);
    for (const action of ['approve', 'reject'] as const) {
      const res = await decide(admin, request.id, action);
      expect(res.statusCode).toBe(409);
      // Issue 22: the admin who came second (another tab, another admin) reads what happened.
      expect(res.json().message).toBe(decidedMeanwhileNotice('host request', 'approved'));
      expect(res.json().message).toBe('This host request has already been approved.');
    }
  });

  it('answers 404 for an unknown request, 400 for a bad id, 401 signed out, 403 for non-admins', async () => {
    const user = await t.createUser();
    const request = await requestOf(user);
    expect((await decide(admin, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await decide(admin, 'bad', 'approve')).statusCode).toBe(400);
    for (const action of ['approve', 'reject'] as const) {
      expect((await decide(null, request.id, action)).statusCode).toBe(401);
      expect((await decide(user, request.id, action)).statusCode).toBe(403);
      expect((await decide(host, request.id, action)).statusCode).toBe(403);
    }
    expect((await t.knex('host_requests').where({ id: request.id }).first()).status).toBe('pending');
  });
});

describe('GET /api/admin/host-requests', () => {
  it('lists pending requests newest first by default, other statuses on request', async () => {
    const a = await requestOf(await t.createUser());
    const b = await requestOf(await t.createUser());
    const c = await requestOf(await t.createUser());
    await decide(admin, c.id, 'reject');
    const pending = ((await list(admin)).json() as { items: HostRequest[] }).items;
    expect(pending.map((request) => request.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(pending.map((request) => request.id).indexOf(b.id)).toBeLessThan(
      pending.map((r) => r.id).indexOf(a.id),
    );
    expect(pending.every((request) => request.status === 'pending')).toBe(true);
    const rejected = ((await list(admin, '?status=rejected')).json() as { items: HostRequest[] }).items;
    expect(rejected.map((request) => request.id)).toContain(c.id);
    expect((await list(admin, '?status=maybe')).statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 for renters and hosts', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(host)).statusCode).toBe(403);
    expect((await list(await t.createUser())).statusCode).toBe(403);
  });
});

it('refuses an admin deciding their own host request with 403; another admin can', async () => {
  const self = await t.createUser({ roles: ['renter', 'admin'] });
  const request = await requestOf(self);
  for (const action of ['approve', 'reject'] as const) {
    const res = await decide(self, request.id, action);
    expect({ action, status: res.statusCode, message: res.json().message }).toEqual({
      action,
      status: 403,
      message: MESSAGES.forbidden,
    });
  }
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: self.headers });
  expect(me.json().roles).not.toContain('host');
  expect((await decide(admin, request.id, 'approve')).statusCode).toBe(200);
});
