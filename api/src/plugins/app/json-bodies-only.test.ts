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

const status = async (id: string) =>
  ((await t.knex('bookings').where({ id }).first()) as { status: string }).status;

// What a cross-site <form> can send without a preflight: none of it may change anything.
describe.each([
  ['text/plain', 'x'],
  ['application/x-www-form-urlencoded', 'a=b'],
  [
    'multipart/form-data; boundary=xx',
    '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xx--\r\n',
  ],
])('a %s body', (contentType, payload) => {
  it('cannot cancel a booking (body-less action): 415, booking untouched', async () => {
    const id = await pendingBooking();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: { ...renter.headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    expect(await status(id)).toBe('pending');
  });

  it('cannot change the profile or sign out: 415', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/me'],
      ['POST', '/api/auth/signout'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...renter.headers, 'content-type': contentType },
        payload,
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 415 });
    }
  });
});

it('still accepts JSON (any charset) and body-less actions without a Content-Type', async () => {
  const id = await pendingBooking();
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel`,
    headers: renter.headers,
  });
  expect(cancelled.statusCode).toBe(200);
  const renamed = await t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { ...renter.headers, 'content-type': 'application/json; charset=utf-8' },
    payload: JSON.stringify({ name: 'Ana' }),
  });
  expect(renamed.statusCode).toBe(200);
});
