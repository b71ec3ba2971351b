import { MESSAGES } from '@shoreline/shared-domain/messages';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { airbnbFeed, startCalendarServer } from '../../test/calendar-server';

// What POST /api/listings/:id/calendars refuses: bad input (400), a URL twice (409), and, where
// private addresses are not allowed (production), every address of our own networks.
let t: TestApp;
let host: TestUser;
let server: Awaited<ReturnType<typeof startCalendarServer>>;

beforeAll(async () => {
  t = await buildTestApp();
  server = await startCalendarServer();
  host = await t.createUser({ roles: ['renter', 'host'] });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

let feeds = 0;
function serve(body: string): string {
  feeds += 1;
  const path = `/feed-${feeds}.ics`;
  server.routes.set(path, { body });
  return path;
}

const addCalendar = (listingId: string, name: string, url: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/calendars`,
    headers: host.headers,
    payload: { name, url },
  });

describe('adding a calendar', () => {
  it('refuses bad names and URLs (400) and the same URL twice (409)', async () => {
    const listingId = await t.createListing(host);
    expect((await addCalendar(listingId, ' ', 'https://example.com/a.ics')).statusCode).toBe(400);
    expect((await addCalendar(listingId, 'A', 'not a url')).json().message).toBe(MESSAGES.calendarUrlInvalid);
    expect((await addCalendar(listingId, 'A', 'ftp://example.com/a.ics')).json().message).toBe(
      MESSAGES.calendarUrlNotHttps,
    );
    const path = serve(airbnbFeed([]));
    expect((await addCalendar(listingId, 'A', server.url(path))).statusCode).toBe(201);
    expect((await addCalendar(listingId, 'B', server.url(path))).statusCode).toBe(409);
  });

  // Issue 22 item 13: the refusal is the answer (422), and no calendar is kept.
  it('refuses a calendar whose address is private when private addresses are not allowed (422, nothing kept)', async () => {
    const listingId = await t.createListing(host);
    const path = serve(airbnbFeed([{ start: '2030-04-01', end: '2030-04-05' }]));
    // As in production (the config object is the app's own); restored for the other tests.
    t.config.calendarFetchAllowPrivate = false;
    try {
      for (const url of [server.url(path), 'http://10.0.0.7/calendar.ics', 'http://169.254.169.254/latest']) {
        const res = await addCalendar(listingId, `Refused ${url}`, url);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(MESSAGES.calendarSyncRefusedAddress);
      }
    } finally {
      delete t.config.calendarFetchAllowPrivate;
    }
    expect(await t.knex('external_calendars').where({ listing_id: listingId })).toEqual([]);
    expect(await t.knex('calendar_blocks').where({ listing_id: listingId })).toEqual([]);
  });
});
