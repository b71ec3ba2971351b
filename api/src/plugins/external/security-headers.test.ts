import { apiHeaders } from '../../lib/http/security-headers';
import { unsubscribeToken } from '../../lib/notifications/unsubscribe';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Page-only headers: they mean something to a document, nothing to a JSON answer. */
const PAGE_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

it('sends a JSON answer the few headers it needs, errors and unknown paths included', async () => {
  for (const url of [
    '/api/health',
    '/api/listings?limit=1',
    '/api/listings/not-a-uuid',
    '/api/nothing-here',
  ]) {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'edge-1' } });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-site',
      'access-control-allow-origin': t.config.publicOrigin,
      'access-control-allow-credentials': 'true',
      'x-request-id': 'edge-1',
    });
    for (const name of PAGE_HEADERS) expect(res.headers[name]).toBeUndefined();
    // Not in production (no TLS in front): no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  }
});

it('adds Strict-Transport-Security in production only', () => {
  const production = apiHeaders({ production: true, publicOrigin: 'https://shoreline.example' });
  expect(production['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(apiHeaders({ production: false, publicOrigin: 'x' })['strict-transport-security']).toBeUndefined();
});

it('keeps a strict page policy on every HTML answer', async () => {
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(docs.statusCode).toBe(200);
  expect(docs.headers['content-type']).toMatch(/text\/html/);
  // swagger-ui's own policy (staticCSP): its files only, no inline script, no plugins.
  const policy = String(docs.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "script-src-attr 'none'",
    "frame-ancestors 'self'",
  ])
    expect(policy).toContain(directive);
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(docs.headers['referrer-policy']).toBe('no-referrer');
  expect(docs.headers['x-content-type-options']).toBe('nosniff');

  const { user } = await t.createUser();
  const token = unsubscribeToken(user.id, t.config.jwtSecret);
  const unsubscribe = await t.app.inject({
    method: 'GET',
    url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
  });
  expect(unsubscribe.headers['content-type']).toMatch(/text\/html/);
  // The page's own, stricter policy (it loads nothing) replaces the default one.
  expect(unsubscribe.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  expect(unsubscribe.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(unsubscribe.headers['x-content-type-options']).toBe('nosniff');
});

it('serves the uploaded images to the apps of the same site only', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/uploads/listings/missing.jpg' });
  expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});
