// Text the API stores (issue 11): every free text must be valid Unicode (a lone surrogate would be
// silently replaced when encoded), and names people rely on (users, listings, places, destinations)
// refuse text-direction overrides and values with no letter. The rules are shared-domain's; these
// tests check that each endpoint applies them and stores nothing.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, listingInput, type TestApp, type TestUser } from '../test/build-test-app';

let t: TestApp;
let host: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [host, admin] = await Promise.all([
    t.createUser({ roles: ['renter', 'host'] }),
    t.createUser({ roles: ['renter', 'admin'] }),
  ]);
});
afterAll(() => t.close());

const RLO = '\u202E';
const LONE = '\uD83D';

it('refuses a destination named with a right-to-left override, or only one', async () => {
  for (const name of [RLO, `Algarve${RLO}evrag`]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/destinations',
      headers: admin.headers,
      payload: { name, image: '/uploads/destinations/x.webp' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.nameInvalidCharacters);
  }
  expect(await t.knex('destinations').whereRaw('position(? in name) > 0', [RLO]).first()).toBeUndefined();
});

it.each([
  ['title', `Villa${RLO}`, MESSAGES.nameInvalidCharacters],
  ['title', '!!!', MESSAGES.nameNeedsLetter],
  ['city', `Lis\u2066bon`, MESSAGES.nameInvalidCharacters],
  ['description', `Sea views ${LONE}`, MESSAGES.textInvalidCharacters],
])('refuses a listing whose %s is %j with 400', async (field, value, message) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: host.headers,
    payload: { ...listingInput(), [field]: value },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(message);
});

it('refuses a user name with an isolate or a broken character, and keeps the old name', async () => {
  const user = await t.createUser({ name: 'Ana Silva' });
  for (const [name, message] of [
    [`Ana \u2067Silva`, MESSAGES.nameInvalidCharacters],
    [`Ana ${LONE}`, MESSAGES.textInvalidCharacters],
  ] as const) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: user.headers,
      payload: { name },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  }
  expect((await t.knex('users').where({ id: user.user.id }).first('name')).name).toBe('Ana Silva');
});

it('refuses a review comment that is not valid Unicode', async () => {
  const renter = await t.createUser();
  const bookingId = await t.insertCompletedStay(await t.createListing(host), renter);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: renter.headers,
    payload: { bookingId, rating: 5, comment: `Great ${LONE}` },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(MESSAGES.textInvalidCharacters);
});
