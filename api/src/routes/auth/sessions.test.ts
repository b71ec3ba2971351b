// Revocable sessions (issue 11): a token is only as good as its session row. Sign-out ends that
// session, "sign out everywhere" and a password change end the others, every replica refuses them at
// the next request, and the check is a lookup in the session cache (one indexed read when it misses).
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { createHmac } from 'node:crypto';
import { DEV_JWT_SECRET } from '../../config';
import { errorBody } from '../../lib/http-errors';
import { buildTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(user: TestUser, password = user.password): Promise<{ cookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: user.user.email, password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0] ?? '';
  return { cookie: cookie.split(';')[0] ?? '' };
}

/** An HS256 JWT signed with any secret, as a forger would make one. */
function forge(payload: object, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('sign-out', () => {
  it('ends this session only: its token is refused, the same user elsewhere stays signed in', async () => {
    const user = await t.createUser();
    const laptop = await signIn(user);
    const phone = await signIn(user);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: laptop });
    expect(out.statusCode).toBe(204);
    // A copy of the laptop's cookie is worthless now...
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(laptop)).json().message).toBe(MESSAGES.signInRequired);
    // ...and the phone is still signed in.
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('ends a bearer token sent as Authorization', async () => {
    const user = await t.createUser();
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: user.user.email, password: user.password },
    });
    const { token } = issued.json();
    expect((await me(bearer(token))).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(token) });
    expect((await me(bearer(token))).statusCode).toBe(401);
  });
});

describe('POST /api/auth/signout-everywhere', () => {
  it('ends every session of the user, this one included, and no one else’s', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const browser = await signIn(user);
    const tablet = await signIn(user);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout-everywhere', headers: browser });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/shoreline_session=;/);
    for (const session of [browser, tablet, user.headers]) expect((await me(session)).statusCode).toBe(401);
    expect((await me(other.headers)).statusCode).toBe(200);
    // Signing in again works as usual.
    expect((await me(await signIn(user))).statusCode).toBe(200);
  });
});

describe('PUT /api/me/password', () => {
  const change = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/me/password', headers, payload: body });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await t.createUser();
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const res = await change(here, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Harbour-Lights-9',
      confirmPassword: 'Harbour-Lights-9',
    });
    expect(res.statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(user.headers)).statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.user.email, password: TEST_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(user, 'Harbour-Lights-9');
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await t.createUser();
    const elsewhere = await signIn(user);
    const res = await change(user.headers, {
      currentPassword: 'Not-My-Password-1',
      newPassword: 'Harbour-Lights-9',
      confirmPassword: 'Harbour-Lights-9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.currentPasswordWrong);
    expect((await me(elsewhere)).statusCode).toBe(200);
    await signIn(user, TEST_PASSWORD);
  });

  it.each([
    [{ currentPassword: '' }, MESSAGES.currentPasswordRequired],
    [{ newPassword: 'short', confirmPassword: 'short' }, MESSAGES.passwordTooShort],
    [{ confirmPassword: 'Harbour-Lights-8' }, MESSAGES.passwordsDontMatch],
    [{ newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, MESSAGES.newPasswordSameAsCurrent],
  ])('refuses %j with 400 and the form message', async (body, message) => {
    const user = await t.createUser();
    const res = await change(user.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Harbour-Lights-9',
      confirmPassword: 'Harbour-Lights-9',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(errorBody(400, message));
  });

  it('is rate-limited like sign-in', async () => {
    const limited = await buildTestApp({ authRateLimitPerMinute: 2 });
    try {
      const user = await limited.createUser();
      const guess = () =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/me/password',
          headers: user.headers,
          payload: {
            currentPassword: 'Guess-123',
            newPassword: 'Harbour-Lights-9',
            confirmPassword: 'Harbour-Lights-9',
          },
        });
      expect((await guess()).statusCode).toBe(400);
      expect((await guess()).statusCode).toBe(400);
      const third = await guess();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(MESSAGES.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  it('reads a session once (a named statement), then from the session cache (issue 28)', async () => {
    const user = await t.createUser();
    expect(await t.app.sessionCache.ready()).toBe(true);
    const before = t.app.sessionCache.stats();
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    t.knex.on('query', onQuery);
    try {
      expect((await me(user.headers)).statusCode).toBe(200);
      expect((await me(user.headers)).statusCode).toBe(200);
    } finally {
      t.knex.off('query', onQuery);
    }
    // One read (the named statement of the sessions repository); the second request reads nothing.
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/FROM sessions s JOIN users u/);
    const after = t.app.sessionCache.stats();
    expect({ misses: after.misses - before.misses, hits: after.hits - before.hits }).toEqual({
      misses: 1,
      hits: 1,
    });
  });

  it('refuses a token without an expiry, even for a live session', async () => {
    const user = await t.createUser();
    const [session] = await t.knex('sessions').where({ user_id: user.user.id }).select('id');
    const endless = t.app.jwt.sign({ sub: user.user.id, sid: session.id });
    expect(JSON.parse(Buffer.from(endless.split('.')[1] ?? '', 'base64url').toString())).not.toHaveProperty(
      'exp',
    );
    expect((await me(bearer(endless))).statusCode).toBe(401);
  });

  it('refuses a token signed with the old public development secret', async () => {
    const admin = await t.createUser({ roles: ['renter', 'admin'] });
    const [session] = await t.knex('sessions').where({ user_id: admin.user.id }).select('id');
    const claims = { sub: admin.user.id, sid: session.id, exp: Math.floor(Date.now() / 1000) + 3600 };
    expect((await me(bearer(forge(claims, DEV_JWT_SECRET)))).statusCode).toBe(401);
    // The same claims signed with the app's own secret are a valid session: only the secret differs.
    expect((await me(bearer(forge(claims, t.config.jwtSecret)))).statusCode).toBe(200);
  });

  it('refuses a session that has ended even if its token has not', async () => {
    const user = await t.createUser();
    await t
      .knex('sessions')
      .where({ user_id: user.user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await me(user.headers)).statusCode).toBe(401);
  });
});

describe('the expire-sessions job', () => {
  it('deletes the sessions that ended before its clock, and only those', async () => {
    const user = await t.createUser(); // its session lasts an hour
    const day = await signIn(user); // a day
    await t
      .knex('sessions')
      .insert({ user_id: user.user.id, expires_at: new Date(Date.now() + 3 * 3600_000) });
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    expect(await t.app.jobs.runNow('expire-sessions', { now: inTwoHours })).toBe(true);
    const left = (await t.knex('sessions').where({ user_id: user.user.id }).select('expires_at')) as {
      expires_at: Date;
    }[];
    expect(left).toHaveLength(2);
    for (const row of left) expect(row.expires_at.getTime()).toBeGreaterThan(inTwoHours.getTime());
    expect((await me(user.headers)).statusCode).toBe(401);
    expect((await me(day)).statusCode).toBe(200);
  });
});
