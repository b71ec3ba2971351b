import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('returns the signed-in user with exactly the wire fields', async () => {
    const ana = await t.createUser({ name: 'Ana' });
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: ana.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...ana.user });
    expect(Object.keys(res.json()).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'roles']);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'UNAUTHENTICATED',
      message: MESSAGES.signInRequired,
    });
  });

  it('reads roles fresh: a role added in the database counts without signing in again', async () => {
    const chloe = await t.createUser();
    await t.app.usersRepository.addRole(chloe.user.id, 'host');
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: chloe.headers });
    expect(res.json().roles).toEqual(['renter', 'host']);
  });
});

describe('PATCH /api/me', () => {
  it('changes the name (trimmed)', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: user.headers,
      payload: { name: '  New Name ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('New Name');
    const again = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.headers });
    expect(again.json().name).toBe('New Name');
  });

  it('ignores fields other than the name (no self-promotion to admin)', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: user.headers,
      payload: { name: 'Sneaky', roles: ['admin'], email: 'x@y.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['renter']);
    expect(res.json().email).toBe(user.user.email);
  });

  it('refuses a blank name with 400', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: user.headers,
      payload: { name: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.nameRequired);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});
