import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { CALENDAR_SYNCS_PER_HOST, CALENDARS_ADDED_PER_HOST } from './calendars';

// Issue 20, item 2: each "Sync now" and each new calendar fetches and parses a feed; one host gets
// CALENDAR_SYNCS_PER_HOST and CALENDARS_ADDED_PER_HOST of them per 10 minutes, from whatever
// address, across all their listings. (Shared by replicas through Redis:
// calendars-rate-limit.redis.test.ts.)
let t: TestApp;

// Nothing listens there: each sync fails at once (still 200, with `lastError`), and counts.
const UNREACHABLE = 'http://127.0.0.1:1/calendar.ics';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each request from another address: the limit is the host's, not the address's. */
const from = () => `203.0.113.${(address += 1) % 250}`;

async function hostWithCalendar() {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const listingId = await t.createListing(host);
  const calendar = await t.app.externalCalendarsRepository.create(listingId, {
    name: 'Airbnb',
    url: UNREACHABLE,
  });
  return { host, listingId, calendarId: calendar.id };
}

const syncNow = (host: TestUser, listingId: string, calendarId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/calendars/${calendarId}/sync`,
    headers: host.headers,
    remoteAddress: from(),
  });
const addCalendar = (host: TestUser, listingId: string, name: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/calendars`,
    headers: host.headers,
    remoteAddress: from(),
    payload: { name, url: `${UNREACHABLE}?${name}` },
  });

describe('rate limits per host', () => {
  it(`answers 429 to a host's sync past ${CALENDAR_SYNCS_PER_HOST} in 10 minutes, from any address and listing; other hosts go on`, async () => {
    const first = await hostWithCalendar();
    const secondListing = await t.createListing(first.host);
    const secondCalendar = await t.app.externalCalendarsRepository.create(secondListing, {
      name: 'Vrbo',
      url: UNREACHABLE,
    });
    for (let i = 0; i < CALENDAR_SYNCS_PER_HOST; i += 1) {
      const res =
        i % 2 === 0
          ? await syncNow(first.host, first.listingId, first.calendarId)
          : await syncNow(first.host, secondListing, secondCalendar.id);
      expect(res.statusCode).toBe(200);
    }
    const refused = await syncNow(first.host, secondListing, secondCalendar.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'CALENDAR_SYNC_RATE_LIMITED',
      message: MESSAGES.calendarSyncRateLimited,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await hostWithCalendar();
    expect((await syncNow(other.host, other.listingId, other.calendarId)).statusCode).toBe(200);
    // Adding calendars is counted apart (refused here, 422: nothing listens at the address).
    expect((await addCalendar(first.host, first.listingId, 'extra')).statusCode).toBe(422);
  });

  it(`answers 429 to a host's new calendar past ${CALENDARS_ADDED_PER_HOST} in 10 minutes`, async () => {
    const { host } = await hostWithCalendar();
    for (let i = 0; i < CALENDARS_ADDED_PER_HOST; i += 1) {
      const listingId = await t.createListing(host);
      // A failing first sync saves nothing (422) but still counts: each one fetched a feed.
      expect((await addCalendar(host, listingId, `c${i}`)).statusCode).toBe(422);
    }
    const listingId = await t.createListing(host);
    const refused = await addCalendar(host, listingId, 'one-more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.calendarAddRateLimited);
    expect(await t.app.externalCalendarsRepository.listByListing(listingId)).toEqual([]);
  });
});
