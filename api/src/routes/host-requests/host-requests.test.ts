import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest, User } from '@shoreline/shared-domain/types';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

/** The 201 body of POST /api/host-requests. */
interface HostRequestCreated {
  request: HostRequest;
  user: User;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const submit = (payload: Record<string, unknown>, who: TestUser | null = null) =>
  t.app.inject({ method: 'POST', url: '/api/host-requests', headers: who?.headers ?? {}, payload });
const mine = (who: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/host-requests/mine', headers: who.headers });

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  return all.find((cookie) => cookie.startsWith('shoreline_session=')) ?? '';
}

describe('POST /api/host-requests signed in', () => {
  it('stores a pending request with the user’s name and email', async () => {
    const user = await t.createUser({ name: 'Chloe Martin' });
    const res = await submit({ reason: '  I rent out my flat in Biarritz  ' }, user);
    expect(res.statusCode).toBe(201);
    const body = res.json() as HostRequestCreated;
    expect(body.request).toEqual({
      id: expect.any(String),
      userId: user.user.id,
      name: 'Chloe Martin',
      email: user.user.email,
      reason: 'I rent out my flat in Biarritz',
      status: 'pending',
      createdAt: expect.any(String),
      reviewedAt: null,
      reviewedBy: null,
      rejectionReason: null,
    });
    expect(body.user).toEqual(user.user);
    expect((await mine(user)).json()).toEqual(body.request);
  });

  it('refuses a second pending request with the SPEC message', async () => {
    const user = await t.createUser();
    expect((await submit({ reason: 'First' }, user)).statusCode).toBe(201);
    const res = await submit({ reason: 'Second' }, user);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'HOST_REQUEST_ALREADY_PENDING',
      message: MESSAGES.hostRequestAlreadyPending,
    });
  });

  it('stores exactly one of many parallel duplicate requests', async () => {
    const user = await t.createUser();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit({ reason: `Attempt ${i}` }, user)),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(MESSAGES.hostRequestAlreadyPending);
    }
    expect(await t.knex('host_requests').where({ user_id: user.user.id })).toHaveLength(1);
  });

  it('refuses a user who is already a host with 409', async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const res = await submit({ reason: 'More' }, host);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.alreadyHostRequest);
  });

  it('requires a reason (400 with the message)', async () => {
    const user = await t.createUser();
    for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
      const res = await submit(payload, user);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.reasonRequired);
    }
    expect((await submit({ reason: 'x'.repeat(2001) }, user)).json().message).toBe(MESSAGES.reasonTooLong);
    expect((await submit({ reason: { text: 'x' } }, user)).statusCode).toBe(400);
  });
});

describe('POST /api/host-requests signed out', () => {
  it('creates the account and the request together and starts a session', async () => {
    const res = await submit({
      reason: 'Beach house owner',
      name: 'Dana Sol',
      email: 'Dana@Example.test',
      password: 'Secret123!',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as HostRequestCreated;
    expect(body.user).toMatchObject({ name: 'Dana Sol', email: 'dana@example.test', roles: ['renter'] });
    expect(body.request).toMatchObject({
      userId: body.user.id,
      name: 'Dana Sol',
      email: 'dana@example.test',
      status: 'pending',
    });
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(me.json().id).toBe(body.user.id);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'dana@example.test', password: 'Secret123!' },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('refuses a registered email (any case) with the SPEC message, creating nothing', async () => {
    const existing = await t.createUser({ email: 'taken-host@example.test' });
    const res = await submit({
      reason: 'Again',
      name: 'X',
      email: 'TAKEN-host@example.test',
      password: 'Secret123!',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.becomeHostEmailRegistered);
    expect(await t.knex('host_requests').where({ user_id: existing.user.id })).toHaveLength(0);
  });

  it('keeps one account and one request when the same visitor submits in parallel', async () => {
    const payload = {
      reason: 'Twins',
      name: 'Eve Race',
      email: 'race-host@example.test',
      password: 'Secret123!',
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(payload)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(MESSAGES.becomeHostEmailRegistered);
    }
    const users = await t.knex('users').whereRaw('lower(email) = ?', ['race-host@example.test']);
    expect(users).toHaveLength(1);
    expect(await t.knex('host_requests').where({ user_id: users[0].id })).toHaveLength(1);
  });

  it('creates no account when the request cannot be stored (one transaction)', async () => {
    await t.knex.raw(`
      CREATE FUNCTION refuse_test_request() RETURNS trigger AS $$
      BEGIN
        IF NEW.email = 'atomic@example.test' THEN RAISE EXCEPTION 'refused' USING ERRCODE = 'check_violation'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_test_request BEFORE INSERT ON host_requests FOR EACH ROW EXECUTE FUNCTION refuse_test_request();
    `);
    try {
      const res = await submit({
        reason: 'Atomic',
        name: 'Al Tomic',
        email: 'atomic@example.test',
        password: 'Secret123!',
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await t.knex('users').where({ email: 'atomic@example.test' })).toHaveLength(0);
    } finally {
      await t.knex.raw(
        'DROP TRIGGER refuse_test_request ON host_requests; DROP FUNCTION refuse_test_request();',
      );
    }
  });

  it.each([
    ['no name', { name: '' }, MESSAGES.nameRequired],
    ['an invalid email', { email: 'not-an-email' }, MESSAGES.emailInvalid],
    ['a short password', { password: 'short' }, MESSAGES.passwordTooShort],
    ['passwords that differ', { confirmPassword: 'Other123!' }, MESSAGES.passwordsDontMatch],
    ['no reason', { reason: '' }, MESSAGES.reasonRequired],
  ])('refuses %s with 400 and the message', async (_case, override, message) => {
    const res = await submit({
      reason: 'Why',
      name: 'Val Id',
      email: 'valid@example.test',
      password: 'Secret123!',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /api/host-requests/mine', () => {
  it('answers 404 without a request and 401 signed out', async () => {
    const user = await t.createUser();
    const none = await mine(user);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(MESSAGES.hostRequestNotFound);
    expect((await t.app.inject({ method: 'GET', url: '/api/host-requests/mine' })).statusCode).toBe(401);
  });
});
