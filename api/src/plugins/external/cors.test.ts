import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('lets the apps origin preflight every method the API uses, credentials included', async () => {
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/me',
      headers: { origin: t.config.publicOrigin, 'access-control-request-method': method },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(t.config.publicOrigin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
  }
});

it('never allows another origin', async () => {
  const res = await t.app.inject({
    method: 'OPTIONS',
    url: '/api/me',
    headers: { origin: 'http://evil.example', 'access-control-request-method': 'PATCH' },
  });
  expect(res.headers['access-control-allow-origin']).not.toBe('http://evil.example');
});
