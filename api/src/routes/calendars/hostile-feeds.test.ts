import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { InjectOptions } from 'fastify';
import { SYNC_CALENDARS_JOB } from '../../plugins/app/sync-calendars';
import { buildTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/build-test-app';
import {
  airbnbFeed,
  calendarFixture,
  calendarFixtures,
  startCalendarServer,
} from '../../test/calendar-server';

// Issue 20, item 1: a feed whose UID is `__proto__` once put the event's properties on the server's
// Object.prototype, and from then on the replica answered 500 to sessions, sign-in, sign-up, listing
// pages and searches (knex read the inherited keys as columns) until it restarted. Each hostile feed
// of the corpus goes through "Sync now" and the sync job of this app; every route must answer after
// it exactly as it did before.
let t: TestApp;
let renter: TestUser;
let listingId: string;
let server: Awaited<ReturnType<typeof startCalendarServer>>;
let signUps = 0;

const NOW = new Date('2030-03-01T12:00:00Z');
const BENIGN = airbnbFeed([{ start: '2030-04-10', end: '2030-04-12' }]);

/** What a polluted Object.prototype (or Object, or a built-in function) would show in this realm. */
function prototypes() {
  const probe: Record<string, unknown> = {};
  return {
    objectPrototype: Reflect.ownKeys(Object.prototype),
    object: Reflect.ownKeys(Object),
    toString: Reflect.ownKeys(Object.prototype.toString),
    inherited: ['type', 'uid', 'start', 'summary', 'TYPE', 'email', 'role', 'calendarFetchAllowPrivate'].map(
      (key) => probe[key],
    ),
  };
}
const clean = prototypes();

/** The routes the review saw fail, as this app answers them now (status and what identifies the answer). */
async function answers() {
  const inject = (options: InjectOptions) => t.app.inject(options);
  signUps += 1;
  const [visitor, session, signIn, signUp, page, search] = await Promise.all([
    inject({ method: 'GET', url: '/api/session' }),
    inject({ method: 'GET', url: '/api/session', headers: renter.headers }),
    inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: renter.user.email, password: TEST_PASSWORD },
    }),
    inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'New Guest', email: `guest-${signUps}@example.test`, password: 'Secret123!' },
    }),
    inject({ method: 'GET', url: `/api/listings/${listingId}/page` }),
    inject({ method: 'GET', url: '/api/listings?location=Sintra' }),
  ]);
  return {
    visitor: [visitor.statusCode, visitor.json()],
    session: [session.statusCode, session.json().user?.id],
    signIn: [signIn.statusCode, signIn.json().user?.id],
    signUp: [signUp.statusCode, signUp.json().user?.email?.replace(/-\d+@/, '@')],
    page: [page.statusCode, page.json().listing?.id],
    search: [search.statusCode, search.json().items?.map((l: { id: string }) => l.id)],
  };
}
let before: Awaited<ReturnType<typeof answers>>;

beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(NOW);
  server = await startCalendarServer();
  renter = await t.createUser({ name: 'Ana Renter' });
  const owner = await t.createUser({ roles: ['renter', 'host'] });
  listingId = await t.createListing(owner, { city: 'Sintra' });
  before = await answers();
  expect(before).toMatchObject({
    visitor: [200, { user: null }],
    session: [200, renter.user.id],
    signIn: [200, renter.user.id],
    signUp: [201, 'guest@example.test'],
    page: [200, listingId],
    search: [200, [listingId]],
  });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** A host (each test its own: "Sync now" is limited per host) with a listing importing BENIGN at `path`. */
async function importing(path: string) {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const listing = await t.createListing(host);
  server.routes.set(path, { body: BENIGN });
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${listing}/calendars`,
    headers: host.headers,
    payload: { name: 'Elsewhere', url: server.url(path) },
  });
  expect(created.json()).toMatchObject({ lastError: null, eventCount: 1 });
  const blocks = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/listings/${listing}/calendar`, headers: host.headers }))
      .json()
      .blocks.map((b: { startDate: string; endDate: string }) => [b.startDate, b.endDate]);
  const syncNow = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing}/calendars/${created.json().id}/sync`,
      headers: host.headers,
    });
  return { blocks, syncNow };
}

describe('hostile feeds', () => {
  it.each(calendarFixtures('hostile-uid-'))(
    '%s through "Sync now": refused, the previous import kept, every route answers as before',
    async (name) => {
      const path = `/${name}`;
      const { blocks, syncNow } = await importing(path);
      server.routes.set(path, { body: calendarFixture(name) });
      const synced = await syncNow();
      expect(synced.statusCode).toBe(200);
      expect(synced.json()).toMatchObject({ lastError: MESSAGES.calendarSyncReservedUid, eventCount: 1 });
      expect(await blocks()).toEqual([['2030-04-10', '2030-04-12']]);
      expect(prototypes()).toEqual(clean);
      expect(await answers()).toEqual(before);
    },
  );

  it('through registration (issue 22: a first sync that fails saves nothing): 422, no row kept', async () => {
    const host = await t.createUser({ roles: ['renter', 'host'] });
    const listing = await t.createListing(host);
    const path = '/register-hostile-uid-proto.ics';
    server.routes.set(path, { body: calendarFixture('hostile-uid-proto.ics') });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing}/calendars`,
      headers: host.headers,
      payload: { name: 'Elsewhere', url: server.url(path) },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().message).toBe(MESSAGES.calendarSyncReservedUid);
    expect(await t.knex('external_calendars').where({ listing_id: listing })).toEqual([]);
    expect(prototypes()).toEqual(clean);
    expect(await answers()).toEqual(before);
  });

  it('through the sync job too, run after run', async () => {
    const path = '/job-hostile-uid-proto.ics';
    const { blocks } = await importing(path);
    server.routes.set(path, { body: calendarFixture('hostile-uid-proto.ics') });
    for (const minutes of [31, 62]) {
      const now = new Date(NOW.getTime() + minutes * 60_000);
      // Only this calendar is due: the other tests' were attempted "just now".
      await t
        .knex('external_calendars')
        .whereNot({ url: server.url(path) })
        .update({ last_attempt_at: now });
      expect(await t.app.jobs.runNow(SYNC_CALENDARS_JOB, { now })).toBe(true);
      expect(prototypes()).toEqual(clean);
      expect(await answers()).toEqual(before);
    }
    expect(await blocks()).toEqual([['2030-04-10', '2030-04-12']]);
    const stored = await t
      .knex('external_calendars')
      .where({ url: server.url(path) })
      .first();
    expect(stored.last_error).toBe(MESSAGES.calendarSyncReservedUid);
  });

  it.each([
    ['hostile-column-properties.ics', [['2030-06-01', '2030-06-04']]],
    ['hostile-many-properties.ics', [['2030-07-01', '2030-07-03']]],
  ])('%s (ordinary UIDs, properties named like columns): imported harmlessly', async (name, nights) => {
    const path = `/${name}`;
    const { blocks, syncNow } = await importing(path);
    server.routes.set(path, { body: calendarFixture(name) });
    expect((await syncNow()).json()).toMatchObject({ lastError: null, eventCount: 1 });
    expect(await blocks()).toEqual(nights);
    expect(prototypes()).toEqual(clean);
    expect(await answers()).toEqual(before);
  });
});
