import { SYNC_CALENDARS_JOB } from '../../plugins/app/sync-calendars';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';
import { calendarFixture, startCalendarServer } from '../../test/calendar-server';

// Issue 20, item 3: a weekly event blocked only its first night and an Auckland stay was read in UTC,
// so renters could book nights the host's other calendar had taken.
let t: TestApp;
let renter: TestUser;
let server: Awaited<ReturnType<typeof startCalendarServer>>;

const NOW = new Date('2030-03-01T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  server = await startCalendarServer();
  renter = await t.createUser({ name: 'Ana Renter' });
});
afterAll(async () => {
  await server.close();
  await t.close();
});
beforeEach(() => t.setNow(NOW));

const feed = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    ...events.flat(),
    'END:VCALENDAR',
  ].join('\r\n');

/** A listing of a new host importing `body`; resolves with what booking a stay there answers. */
async function importing(body: string) {
  const host = await t.createUser({ roles: ['renter', 'host'] });
  const listingId = await t.createListing(host);
  const path = `/${listingId}.ics`;
  server.routes.set(path, { body });
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/calendars`,
    headers: host.headers,
    payload: { name: 'Google', url: server.url(path) },
  });
  expect(created.json()).toMatchObject({ lastError: null });
  const book = async (startDate: string, endDate: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: renter.headers,
        payload: { listingId, startDate, endDate, guests: { adults: 1 } },
      })
    ).statusCode;
  return { listingId, path, book, calendarId: created.json().id as string };
}

describe('repeating and time-zoned events', () => {
  it('blocks every week of RRULE:FREQ=WEEKLY;COUNT=4: a night of the second week cannot be booked', async () => {
    const { book } = await importing(
      feed([
        'BEGIN:VEVENT',
        'UID:weekly@google.com',
        'DTSTART;VALUE=DATE:20300701',
        'DTEND;VALUE=DATE:20300703',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'SUMMARY:Weekend',
        'END:VEVENT',
      ]),
    );
    expect(await book('2030-07-09', '2030-07-10')).toBe(409);
    expect(await book('2030-07-22', '2030-07-23')).toBe(409);
    // After the fourth week the series is over; between weeks the nights are free.
    expect(await book('2030-07-29', '2030-07-31')).toBe(201);
    expect(await book('2030-07-04', '2030-07-06')).toBe(201);
  });

  it("counts a TZID event's nights in its zone: Auckland 10 July 10:00 to 12 July 09:00 takes the night of 11 July", async () => {
    const { book } = await importing(calendarFixture('google-calendar.ics'));
    expect(await book('2030-07-11', '2030-07-12')).toBe(409);
    expect(await book('2030-07-12', '2030-07-14')).toBe(201);
    // The weekly Lisbon series: the 00:30 start of 4 May is its night, not the 3rd's (UTC's date).
    expect(await book('2030-05-04', '2030-05-05')).toBe(409);
    expect(await book('2030-05-02', '2030-05-04')).toBe(201);
  });

  it('imports the instances of a repeating event from the sync job as from "Sync now"', async () => {
    const { listingId, path, book } = await importing(feed());
    server.routes.set(path, {
      body: feed([
        'BEGIN:VEVENT',
        'UID:monthly@google.com',
        'DTSTART;VALUE=DATE:20300115',
        'RRULE:FREQ=MONTHLY',
        'END:VEVENT',
      ]),
    });
    expect(await t.app.jobs.runNow(SYNC_CALENDARS_JOB, { now: new Date(NOW.getTime() + 31 * 60_000) })).toBe(
      true,
    );
    const blocks = await t
      .knex('calendar_blocks')
      .where({ listing_id: listingId })
      .orderBy('start_date')
      .select('start_date', 'end_date');
    // 15 March to 15 December: the listing is available until 31 December 2030.
    expect(blocks.map((b: { start_date: string }) => b.start_date)).toEqual(
      ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => `2030-${month}-15`),
    );
    expect(await book('2030-06-15', '2030-06-16')).toBe(409);
  });
});
