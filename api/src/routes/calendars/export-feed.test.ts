import ICAL from 'ical.js';
import ical from 'node-ical';
import { buildTestApp, type TestApp, type TestUser } from '../../test/build-test-app';

let t: TestApp;
let host: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  host = await t.createUser({ roles: ['renter', 'host'] });
  renter = await t.createUser({ name: 'Ana Private-Name' });
  t.setNow(new Date('2030-03-01T12:00:00Z'));
});
afterAll(() => t.close());

async function exportPath(listingId: string): Promise<string> {
  const sync = await t.app.inject({
    method: 'GET',
    url: `/api/listings/${listingId}/calendar-sync`,
    headers: host.headers,
  });
  expect(sync.statusCode).toBe(200);
  const url = new URL(sync.json().exportUrl as string);
  expect(url.origin).toBe(t.config.publicOrigin);
  return url.pathname;
}

describe('GET /api/calendars/:token.ics', () => {
  it('exports stays and blocks as all-day events, check-out day as DTEND, without personal data', async () => {
    const listingId = await t.createListing(host);
    await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-06-01',
      endDate: '2030-06-05',
      status: 'approved',
      message: 'secret message',
    });
    await t.insertBooking({ listingId, renter, startDate: '2030-07-01', endDate: '2030-07-03' });
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/blocks`,
      headers: host.headers,
      payload: { startDate: '2030-05-01', endDate: '2030-05-03', note: 'Private note' },
    });
    expect(blocked.statusCode).toBe(201);

    const res = await t.app.inject({ method: 'GET', url: await exportPath(listingId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.headers.etag).toBeTruthy();
    // The price as a whole number: random UIDs may hold the digits "120" (…c4ae16061200@shoreline).
    expect(res.body).not.toMatch(/Ana|Private|secret|\b120\b/);

    // Parsed back by the library we import with...
    const parsed = Object.values(ical.sync.parseICS(res.body)).filter(
      (c) => c?.type === 'VEVENT',
    ) as ical.VEvent[];
    const simple = parsed
      .map((e) => ({
        summary: String(e.summary),
        allDay: (e.start as Date & { dateOnly?: boolean }).dateOnly === true,
        start: (e.start as Date).toLocaleDateString('sv'),
        end: (e.end as Date).toLocaleDateString('sv'),
      }))
      .sort((a, b) => a.start.localeCompare(b.start));
    expect(simple).toEqual([
      { summary: 'Not available', allDay: true, start: '2030-05-01', end: '2030-05-03' },
      { summary: 'Reserved', allDay: true, start: '2030-06-01', end: '2030-06-05' },
    ]);

    // ...and by a second, independent parser.
    const vcalendar = new ICAL.Component(ICAL.parse(res.body));
    const events = vcalendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
      .map((event) => ({
        summary: event.summary,
        allDay: event.startDate.isDate && event.endDate.isDate,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        uid: event.uid,
      }))
      .sort((a, b) => a.start.localeCompare(b.start));
    expect(events).toEqual([
      {
        summary: 'Not available',
        allDay: true,
        start: '2030-05-01',
        end: '2030-05-03',
        uid: expect.stringMatching(/@shoreline$/),
      },
      {
        summary: 'Reserved',
        allDay: true,
        start: '2030-06-01',
        end: '2030-06-05',
        uid: expect.stringMatching(/@shoreline$/),
      },
    ]);
  });

  it('ends every line with CRLF, END:VCALENDAR included (RFC 5545 3.1)', async () => {
    const listingId = await t.createListing(host);
    await t.insertBooking({
      listingId,
      renter,
      startDate: '2030-06-01',
      endDate: '2030-06-05',
      status: 'approved',
    });
    const res = await t.app.inject({ method: 'GET', url: await exportPath(listingId) });
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.body.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(res.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('answers 304 to the current ETag, a new ETag when the nights change', async () => {
    const listingId = await t.createListing(host);
    const path = await exportPath(listingId);
    const first = await t.app.inject({ method: 'GET', url: path });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/blocks`,
      headers: host.headers,
      payload: { startDate: '2030-05-01', endDate: '2030-05-02' },
    });
    const changed = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('stops serving the old URL once the token is regenerated', async () => {
    const listingId = await t.createListing(host);
    const oldPath = await exportPath(listingId);
    expect(await exportPath(listingId)).toBe(oldPath);
    const regenerated = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/calendar-sync/token`,
      headers: host.headers,
    });
    expect(regenerated.statusCode).toBe(200);
    const newPath = new URL(regenerated.json().exportUrl as string).pathname;
    expect(newPath).not.toBe(oldPath);
    expect((await t.app.inject({ method: 'GET', url: oldPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200);
  });
});
