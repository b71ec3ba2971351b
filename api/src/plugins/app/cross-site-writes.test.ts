// Every state-changing request a browser sends for another site's page is refused (issue 11), with or
// without a body; the apps' own origin, the API's own pages and programs without browser headers pass.
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let renter: TestUser;
let host: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  renter = await t.createUser();
  host = await t.createUser({ roles: ['renter', 'host'] });
});
afterAll(() => t.close());

async function pendingBooking(): Promise<string> {
  const listingId = await t.createListing(host);
  return t.insertBooking({ listingId, renter, startDate: '2030-05-01', endDate: '2030-05-03' });
}
const statusOf = async (id: string) =>
  ((await t.knex('bookings').where({ id }).first()) as { status: string }).status;
const cancel = async (id: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel`,
    headers: { ...renter.headers, ...headers },
  });

describe('a cross-site request', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['another origin without fetch metadata', { origin: 'https://evil.example' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }],
    ['fetch metadata only', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { origin: 'http://localhost.evil.example:8080', 'sec-fetch-site': 'same-site' }],
  ])('from %s cannot cancel a booking (no body): 403, booking untouched', async (_case, headers) => {
    const id = await pendingBooking();
    const res = await cancel(id, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(await statusOf(id)).toBe('pending');
  });

  it.each([
    ['PATCH', '/api/me', { name: 'Hijacked' }],
    [
      'PUT',
      '/api/me/password',
      { currentPassword: 'x', newPassword: 'Hijacked-123', confirmPassword: 'Hijacked-123' },
    ],
    ['POST', '/api/auth/signout-everywhere', undefined],
    ['POST', '/api/auth/signout', undefined],
  ] as const)('cannot %s %s', async (method, url, payload) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...renter.headers, origin: 'https://evil.example' },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: renter.headers })).json().name).toBe(
      renter.user.name,
    );
  });

  it('may still read public data (GET is not state-changing)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/listings',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('requests that pass', () => {
  it.each([
    ['the apps’ origin', { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' }],
    [
      'the apps’ origin on another site (an API domain of its own)',
      { origin: 'http://localhost:8080', 'sec-fetch-site': 'cross-site' },
    ],
    ['the API’s own pages (/api/docs)', { origin: 'http://api.test:3000', host: 'api.test:3000' }],
    ['fetch metadata saying same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['a program without browser headers', {}],
  ])('from %s', async (_case, headers) => {
    const id = await pendingBooking();
    const res = await cancel(id, headers);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('with a Bearer token and no Origin', async () => {
    const id = await pendingBooking();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: { authorization: `Bearer ${renter.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
