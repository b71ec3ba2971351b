import { MESSAGES } from '@shoreline/shared-domain/messages';
import { SYNC_CALENDARS_JOB } from '../../plugins/app/sync-calendars';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { airbnbFeed, bookingComFeed, startCalendarServer } from '../../test/calendar-server';

let t: TestApp;
let host: TestUser;
let renter: TestUser;
let server: Awaited<ReturnType<typeof startCalendarServer>>;
let feeds = 0;

const NOW = new Date('2030-03-01T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  server = await startCalendarServer();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser({ name: 'Ana Renter' });
});
afterAll(async () => {
  await server.close();
  await t.close();
});
beforeEach(() => t.setNow(NOW));

/** A new path on the server answering `body`. */
function serve(body: string, status = 200): string {
  feeds += 1;
  const path = `/feed-${feeds}.ics`;
  server.routes.set(path, { body, status });
  return path;
}

const addCalendar = (listingId: string, name: string, url: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/calendars`,
    headers: host.headers,
    payload: { name, url },
  });
const syncNow = (listingId: string, calendarId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/calendars/${calendarId}/sync`,
    headers: host.headers,
  });
const calendarOf = async (listingId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/calendar`, headers: host.headers })
  ).json();
const ranges = (items: { startDate: string; endDate: string }[]) =>
  items.map((i) => [i.startDate, i.endDate]);

describe('importing calendars', () => {
  it('imports an Airbnb-style feed as blocks named after the calendar; renters cannot book them', async () => {
    const listingId = await t.createListing(host);
    const path = serve(
      airbnbFeed([
        { start: '2030-04-01', end: '2030-04-05' },
        { start: '2030-05-10', end: '2030-05-12', summary: 'Airbnb (Not available)' },
        { start: '2029-12-01', end: '2029-12-03' },
      ]),
    );
    const res = await addCalendar(listingId, 'Airbnb', server.url(path));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Airbnb',
      url: server.url(path),
      lastSyncedAt: NOW.toISOString(),
      lastAttemptAt: NOW.toISOString(),
      lastError: null,
      eventCount: 2,
    });
    const calendar = await calendarOf(listingId);
    expect(calendar.blocks).toEqual([
      expect.objectContaining({
        startDate: '2030-04-01',
        endDate: '2030-04-05',
        source: 'import',
        calendarName: 'Airbnb',
        note: null,
      }),
      expect.objectContaining({
        startDate: '2030-05-10',
        endDate: '2030-05-12',
        source: 'import',
        calendarId: res.json().id,
      }),
    ]);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: renter.headers,
      payload: { listingId, startDate: '2030-04-04', endDate: '2030-04-06', guests: { adults: 1 } },
    });
    expect(booking.statusCode).toBe(409);
    const unblock = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listingId}/blocks/${calendar.blocks[0].id}`,
      headers: host.headers,
    });
    expect(unblock.statusCode).toBe(409);
    expect(unblock.json().message).toBe(MESSAGES.importedBlockNotRemovable);

    const sync = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}/calendar-sync`,
      headers: host.headers,
    });
    expect(sync.json().calendars).toEqual([res.json()]);
  });

  it('imports a Booking.com-style feed next to a host block, keeping only the nights not yet taken', async () => {
    const listingId = await t.createListing(host);
    await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/blocks`,
      headers: host.headers,
      payload: { startDate: '2030-06-03', endDate: '2030-06-05' },
    });
    const path = serve(
      bookingComFeed([
        { start: '2030-06-01', end: '2030-06-08' },
        { start: '2030-07-01', end: '2030-07-02' },
      ]),
    );
    const res = await addCalendar(listingId, 'Booking.com', server.url(path));
    expect(res.json()).toMatchObject({ lastError: null, eventCount: 2 });
    const calendar = await calendarOf(listingId);
    expect(
      calendar.blocks.map((b: { startDate: string; endDate: string; source: string }) => [
        b.startDate,
        b.endDate,
        b.source,
      ]),
    ).toEqual([
      ['2030-06-01', '2030-06-03', 'import'],
      ['2030-06-03', '2030-06-05', 'host'],
      ['2030-06-05', '2030-06-08', 'import'],
      ['2030-07-01', '2030-07-02', 'import'],
    ]);
  });

  it('replaces the previous import when the feed changes, and removing the calendar frees its nights', async () => {
    const listingId = await t.createListing(host);
    const path = serve(airbnbFeed([{ start: '2030-04-01', end: '2030-04-05' }]));
    const created = (await addCalendar(listingId, 'Airbnb', server.url(path))).json();
    server.routes.set(path, {
      body: airbnbFeed([
        { start: '2030-04-03', end: '2030-04-04' },
        { start: '2030-08-01', end: '2030-08-09' },
      ]),
    });
    t.setNow(new Date('2030-03-01T13:00:00Z'));
    const synced = await syncNow(listingId, created.id);
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ eventCount: 2, lastSyncedAt: '2030-03-01T13:00:00.000Z' });
    expect(ranges((await calendarOf(listingId)).blocks)).toEqual([
      ['2030-04-03', '2030-04-04'],
      ['2030-08-01', '2030-08-09'],
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listingId}/calendars/${created.id}`,
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await calendarOf(listingId)).blocks).toEqual([]);
    expect(await t.knex('taken_ranges').where({ listing_id: listingId })).toEqual([]);
  });

  it('keeps an event over an approved stay as a conflict, tells the host once, and blocks its free nights', async () => {
    const listingId = await t.createListing(host, { title: 'Harbour loft' });
    await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-06-01',
      endDate: '2030-06-05',
      status: 'approved',
    });
    const path = serve(airbnbFeed([{ start: '2030-06-03', end: '2030-06-07', summary: 'Reserved' }]));
    const created = (await addCalendar(listingId, 'Airbnb', server.url(path))).json();
    const calendar = await calendarOf(listingId);
    expect(calendar.conflicts).toEqual([
      {
        id: expect.any(String),
        startDate: '2030-06-03',
        endDate: '2030-06-07',
        calendarId: created.id,
        calendarName: 'Airbnb',
        summary: 'Reserved',
      },
    ]);
    expect(ranges(calendar.blocks)).toEqual([['2030-06-05', '2030-06-07']]);
    expect(ranges(calendar.stays)).toEqual([['2030-06-01', '2030-06-05']]);

    t.setNow(new Date('2030-03-01T14:00:00Z'));
    await syncNow(listingId, created.id);
    const notifications = (await t
      .knex('notifications')
      .where({ user_id: host.user.id, kind: 'calendar-conflict' })
      .select('facts', 'link')) as { facts: Record<string, unknown>; link: string }[];
    expect(notifications).toEqual([
      {
        facts: {
          listingId,
          listingTitle: 'Harbour loft',
          startDate: '2030-06-03',
          endDate: '2030-06-07',
          calendarName: 'Airbnb',
        },
        link: `/listings/${listingId}/calendar`,
      },
    ]);
  });

  it('records a failing feed per calendar and keeps the previous import and its sync time', async () => {
    const listingId = await t.createListing(host);
    const path = serve(airbnbFeed([{ start: '2030-04-01', end: '2030-04-05' }]));
    const created = (await addCalendar(listingId, 'Airbnb', server.url(path))).json();
    t.setNow(new Date('2030-03-01T15:00:00Z'));
    for (const [answer, message] of [
      [{ status: 500, body: 'oops' }, `${MESSAGES.calendarSyncHttpError} (500).`],
      [{ body: '<html>Sign in</html>' }, MESSAGES.calendarSyncNotICalendar],
      [
        { body: `BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(1000, 'x')}\r\n`.repeat(2200) },
        MESSAGES.calendarSyncTooBig,
      ],
    ] as const) {
      server.routes.set(path, answer);
      const failed = await syncNow(listingId, created.id);
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toMatchObject({
        lastError: message,
        lastSyncedAt: NOW.toISOString(),
        lastAttemptAt: '2030-03-01T15:00:00.000Z',
        eventCount: 1,
      });
    }
    expect(ranges((await calendarOf(listingId)).blocks)).toEqual([['2030-04-01', '2030-04-05']]);
  });

  // Issue 22 item 13: a calendar whose first sync fails was kept as "Never synced"; now nothing is
  // saved and the answer says why.
  it('saves nothing when the first sync fails, and answers 422 with the reason', async () => {
    // A host of its own: each add counts towards the per-host limit, failed ones too.
    const owner = await t.createUser({ roles: ['renter', 'host'] });
    const listingId = await t.createListing(owner);
    const addAs = (name: string, url: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/listings/${listingId}/calendars`,
        headers: owner.headers,
        payload: { name, url },
      });
    for (const [url, message, code] of [
      ['http://127.0.0.1:1/none.ics', MESSAGES.calendarSyncUnreachable, 'CALENDAR_SYNC_UNREACHABLE'],
      [
        server.url(serve('<html>Sign in</html>')),
        MESSAGES.calendarSyncNotICalendar,
        'CALENDAR_SYNC_NOT_ICALENDAR',
      ],
      [
        server.url(serve('oops', 500)),
        `${MESSAGES.calendarSyncHttpError} (500).`,
        'CALENDAR_SYNC_HTTP_ERROR',
      ],
      [
        server.url(serve(`BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(1000, 'x')}\r\n`.repeat(2200))),
        MESSAGES.calendarSyncTooBig,
        'CALENDAR_SYNC_TOO_BIG',
      ],
    ] as const) {
      const refused = await addAs('Vrbo', url);
      // About the address: the form shows the reason under it.
      expect(refused.json()).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        code,
        message,
        fields: ['url'],
      });
    }
    expect(await t.knex('external_calendars').where({ listing_id: listingId })).toEqual([]);
    expect(await t.knex('calendar_blocks').where({ listing_id: listingId })).toEqual([]);
    const sync = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}/calendar-sync`,
      headers: owner.headers,
    });
    expect(sync.json().calendars).toEqual([]);

    // The same address, once it serves a calendar, is added (the refusal left nothing in the way).
    const path = serve('<html>Sign in</html>');
    expect((await addAs('Vrbo', server.url(path))).statusCode).toBe(422);
    server.routes.set(path, { body: airbnbFeed([{ start: '2030-04-01', end: '2030-04-05' }]) });
    const added = await addAs('Vrbo', server.url(path));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ lastError: null, lastSyncedAt: NOW.toISOString(), eventCount: 1 });
  });

  it('syncs each calendar at most every 30 minutes from the job', async () => {
    const listingId = await t.createListing(host);
    const path = serve(airbnbFeed([{ start: '2030-04-01', end: '2030-04-05' }]));
    const created = (await addCalendar(listingId, 'Airbnb', server.url(path))).json();
    server.routes.set(path, { body: airbnbFeed([{ start: '2030-09-01', end: '2030-09-02' }]) });

    expect(await t.app.jobs.runNow(SYNC_CALENDARS_JOB, { now: new Date(NOW.getTime() + 29 * 60_000) })).toBe(
      true,
    );
    expect(ranges((await calendarOf(listingId)).blocks)).toEqual([['2030-04-01', '2030-04-05']]);

    const later = new Date(NOW.getTime() + 31 * 60_000);
    expect(await t.app.jobs.runNow(SYNC_CALENDARS_JOB, { now: later })).toBe(true);
    expect(ranges((await calendarOf(listingId)).blocks)).toEqual([['2030-09-01', '2030-09-02']]);
    const sync = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}/calendar-sync`,
      headers: host.headers,
    });
    expect(sync.json().calendars[0]).toMatchObject({ id: created.id, lastSyncedAt: later.toISOString() });
  });
});
