// The session cache (issue 28) answers signed-in requests from memory, yet every revocation and
// every change to the user takes effect at the next request: each test warms the cache first (a
// request that reads the session, then one answered from the cache), changes something through the
// API, and checks the very next request.
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { readAccountLinkToken } from '../../test/read-account-link';
import { reportedConversation } from '../../test/reported-conversation';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ roles: ['renter', 'admin'] });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/me', headers });
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Makes sure the session is in the cache: the second request is answered from it. */
async function warm(headers: Headers): Promise<void> {
  expect(await t.app.sessionCache.ready()).toBe(true);
  expect((await me(headers)).statusCode).toBe(200);
  const hits = t.app.sessionCache.stats().hits;
  expect((await me(headers)).statusCode).toBe(200);
  expect(t.app.sessionCache.stats().hits).toBe(hits + 1);
}

async function signIn(user: TestUser, password = user.password): Promise<Headers> {
  const res = await call('POST', '/api/auth/token', {}, { email: user.user.email, password });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}

describe('revocations take effect at the next request with the cache warm', () => {
  it('sign-out: this session only', async () => {
    const user = await t.createUser();
    const phone = await signIn(user);
    await Promise.all([warm(user.headers), warm(phone)]);
    expect((await call('POST', '/api/auth/signout', user.headers)).statusCode).toBe(204);
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('sign out everywhere', async () => {
    const user = await t.createUser();
    const phone = await signIn(user);
    await Promise.all([warm(user.headers), warm(phone)]);
    expect((await call('POST', '/api/auth/signout-everywhere', user.headers)).statusCode).toBe(204);
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it('password change: the other sessions end, this one stays', async () => {
    const user = await t.createUser();
    const phone = await signIn(user);
    await Promise.all([warm(user.headers), warm(phone)]);
    const changed = await call('PUT', '/api/me/password', user.headers, {
      currentPassword: user.password,
      newPassword: 'Harbour-Lights-28',
      confirmPassword: 'Harbour-Lights-28',
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
  });

  it('password reset: every session ends', async () => {
    const user = await t.createUser();
    await warm(user.headers);
    const asked = await call('POST', '/api/auth/password-reset', {}, { email: user.user.email });
    expect(asked.statusCode).toBe(202);
    const token = await readAccountLinkToken(t.knex, user.user.email, '/reset-password');
    const reset = await call(
      'POST',
      '/api/auth/password-reset/confirm',
      {},
      { token, password: 'Harbour-Lights-29', confirmPassword: 'Harbour-Lights-29' },
    );
    expect(reset.statusCode).toBe(204);
    expect((await me(user.headers)).statusCode).toBe(401);
  });

  it('a device signed out from the profile', async () => {
    const user = await t.createUser();
    const phone = await signIn(user);
    await Promise.all([warm(user.headers), warm(phone)]);
    const [phoneSession] = await t
      .knex('sessions')
      .where({ user_id: user.user.id })
      .orderBy('created_at', 'desc')
      .pluck('id');
    expect((await call('DELETE', `/api/me/sessions/${phoneSession}`, user.headers)).statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(200);
  });

  it('an account deactivated by an admin on a report', async () => {
    const world = await reportedConversation(t);
    await warm(world.host.headers);
    const url = `/api/admin/conversation-reports/${world.reportId}/deactivate`;
    expect((await call('POST', url, admin.headers)).statusCode).toBe(204);
    expect((await me(world.host.headers)).statusCode).toBe(401);
    expect((await me(world.renter.headers)).statusCode).toBe(200);
  });

  it('a session that ends while cached', async () => {
    const user = await t.createUser();
    const expiresAt = new Date(Date.now() + 1000);
    const [row] = (await t
      .knex('sessions')
      .insert({ user_id: user.user.id, expires_at: expiresAt })
      .returning('id')) as { id: string }[];
    // The token outlives its session (as a token whose session was cut short would).
    const token = t.app.jwt.sign({ sub: user.user.id, sid: row!.id }, { expiresIn: 3600 });
    const headers = { authorization: `Bearer ${token}` };
    await warm(headers);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 10));
    expect((await me(headers)).statusCode).toBe(401);
  });
});

describe('changes to the user take effect at the next request with the cache warm', () => {
  it('an approved host request: the host role at once', async () => {
    const user = await t.createUser();
    const asked = await call('POST', '/api/host-requests', user.headers, { reason: 'A beach house' });
    expect(asked.statusCode).toBe(201);
    await warm(user.headers);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/host/listings', headers: user.headers })).statusCode,
    ).toBe(403);
    const id = asked.json().request.id as string;
    expect((await call('POST', `/api/admin/host-requests/${id}/approve`, admin.headers)).statusCode).toBe(
      200,
    );
    expect((await me(user.headers)).json().roles).toEqual(['renter', 'host']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/host/listings', headers: user.headers })).statusCode,
    ).toBe(200);
  });

  it('a new name', async () => {
    const user = await t.createUser();
    const phone = await signIn(user);
    await Promise.all([warm(user.headers), warm(phone)]);
    expect((await call('PATCH', '/api/me', user.headers, { name: 'Renamed Person' })).statusCode).toBe(200);
    expect((await me(phone)).json().name).toBe('Renamed Person');
  });
});

describe('"last seen" with the cache warm', () => {
  it('is still written at most every 5 minutes', async () => {
    const user = await t.createUser();
    await warm(user.headers);
    const lastSeen = async () =>
      (
        (await t.knex('sessions').where({ user_id: user.user.id }).first('last_seen_at')) as {
          last_seen_at: Date;
        }
      ).last_seen_at;
    const start = (await lastSeen()).getTime();
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    try {
      t.setNow(at(4));
      expect((await me(user.headers)).statusCode).toBe(200);
      expect((await lastSeen()).getTime()).toBe(start);
      t.setNow(at(6));
      expect((await me(user.headers)).statusCode).toBe(200);
      expect(await lastSeen()).toEqual(at(6));
      t.setNow(at(10));
      expect((await me(user.headers)).statusCode).toBe(200);
      expect(await lastSeen()).toEqual(at(6));
      t.setNow(at(12));
      expect((await me(user.headers)).statusCode).toBe(200);
      expect(await lastSeen()).toEqual(at(12));
    } finally {
      t.setNow(null);
    }
  });
});
