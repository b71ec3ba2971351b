import { MESSAGES } from '@shoreline/shared-domain/messages';
import { errorBody } from '../../lib/http-errors';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const cookie = all.find((c) => c.startsWith('shoreline_session='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie;
}

const signup = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const signin = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: body });

describe('POST /api/auth/signup', () => {
  it('creates a renter, answers 201 with the user and starts a session', async () => {
    const res = await signup({ name: 'Nadia Reyes', email: 'Nadia@Example.test', password: 'Secret123!' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Nadia Reyes',
      email: 'nadia@example.test',
      roles: ['renter'],
      createdAt: expect.any(String),
    });
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(me.json().email).toBe('nadia@example.test');
  });

  it('stores the password hashed, never in clear', async () => {
    await signup({ name: 'Hash Check', email: 'hash@example.test', password: 'Secret123!' });
    const row = await t.knex('users').where({ email: 'hash@example.test' }).first();
    expect(row.password_hash).not.toContain('Secret123!');
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses an email in use, whatever its case, with 409 and the SPEC message', async () => {
    await signup({ name: 'First', email: 'taken@example.test', password: 'Secret123!' });
    const res = await signup({ name: 'Second', email: 'TAKEN@example.test', password: 'Secret123!' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_IN_USE',
      message: MESSAGES.signUpEmailInUse,
      fields: ['email'],
    });
  });

  it('answers 409 for parallel sign-ups with one email: exactly one account', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        signup({ name: 'Racer', email: 'race@example.test', password: 'Secret123!' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
  });

  it.each([
    [{ name: ' ', email: 'a@example.test', password: 'Secret123!' }, MESSAGES.nameRequired],
    [{ name: 'A', email: 'not-an-email', password: 'Secret123!' }, MESSAGES.emailInvalid],
    [{ name: 'A', email: 'a@example.test', password: 'short' }, MESSAGES.passwordTooShort],
    [
      { name: 'A', email: 'a@example.test', password: 'Secret123!', confirmPassword: 'Other123!' },
      MESSAGES.passwordsDontMatch,
    ],
  ])('refuses invalid input %j with 400', async (body, message) => {
    const res = await signup(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(errorBody(400, message));
  });

  it('refuses a body without the required fields with 400, not 500', async () => {
    const res = await signup({ email: 'x@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/name/);
  });
});

describe('POST /api/auth/signin', () => {
  beforeAll(async () => {
    await signup({ name: 'Sam Sign', email: 'sam@example.test', password: 'Secret123!' });
  });

  it('signs in with a session cookie (no Max-Age) by default', async () => {
    const res = await signin({ email: 'sam@example.test', password: 'Secret123!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('sam@example.test');
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).not.toMatch(/Max-Age/i);
    expect(cookie).not.toMatch(/Expires/i);
    expect(cookie).not.toMatch(/Secure/); // Secure only in production
  });

  it('keeps the cookie for 30 days with remember', async () => {
    const res = await signin({ email: 'sam@example.test', password: 'Secret123!', remember: true });
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/Max-Age=2592000/);
  });

  it('matches the email case-insensitively', async () => {
    const res = await signin({ email: '  SAM@Example.TEST ', password: 'Secret123!' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { email: 'sam@example.test', password: 'Wrong123!' }],
    ['an unknown email', { email: 'nobody@example.test', password: 'Secret123!' }],
  ])('answers 401 with the SPEC message for %s', async (_case, body) => {
    const res = await signin(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'SIGN_IN_FAILED',
      message: MESSAGES.signInFailed,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 for blank fields', async () => {
    const res = await signin({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.signInFieldsRequired);
  });
});

describe('POST /api/auth/signout', () => {
  it('answers 204 and clears the cookie', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: user.headers });
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/shoreline_session=;/);
  });

  it('is fine when already signed out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout' });
    expect(res.statusCode).toBe(204);
  });
});

describe('bearer tokens', () => {
  it('POST /api/auth/token gives a token that works as Authorization: Bearer', async () => {
    await signup({ name: 'Api Client', email: 'client@example.test', password: 'Secret123!' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'client@example.test', password: 'Secret123!' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { token, tokenType } = res.json();
    expect(tokenType).toBe('Bearer');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('client@example.test');
  });

  it('refuses wrong credentials with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'client@example.test', password: 'nope-nope' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('treats a forged token as signed out', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(MESSAGES.signInRequired);
  });
});

describe('bad input never becomes a 500', () => {
  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.test", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers a wrongly typed field with 400 naming it', async () => {
    const res = await signin({ email: { nested: true }, password: 'Secret123!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email|password/);
  });
});

describe('the session cookie in production', () => {
  it('is Secure (and still httpOnly, SameSite=Lax)', async () => {
    const production = await buildTestApp({ nodeEnv: 'production', jwtSecret: 'p'.repeat(48) });
    try {
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Prod User', email: 'prod@example.test', password: 'Secret123!' },
      });
      const cookie = sessionCookie(res.headers['set-cookie']);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    } finally {
      await production.close();
    }
  });
});
