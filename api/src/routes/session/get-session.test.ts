import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/session', () => {
  it('answers a visitor 200 with no user (the shell logs no failed request on a public page)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names the signed-in user with exactly the wire fields, roles as stored now', async () => {
    const ana = await t.createUser({ name: 'Ana' });
    await t.app.usersRepository.addRole(ana.user.id, 'host');
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: ana.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { ...ana.user, roles: ['renter', 'host'] } });
  });

  it('treats a forged token as a visitor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });
});
