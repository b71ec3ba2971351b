import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** What the server answers on one path; change it between syncs to change the feed. */
export interface FeedAnswer {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A local HTTP server for calendar imports (on 127.0.0.1, a port of its own): `routes` maps a path
 * to its answer, unknown paths are 404. `url(path)` is its address.
 */
export async function startCalendarServer(): Promise<{
  routes: Map<string, FeedAnswer>;
  url: (path: string) => string;
  close: () => Promise<void>;
}> {
  const routes = new Map<string, FeedAnswer>();
  const server = http.createServer((request, response) => {
    const answer = routes.get(request.url ?? '');
    if (!answer) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(answer.status ?? 200, { 'content-type': 'text/calendar', ...answer.headers });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    routes,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An Airbnb-style export: all-day VEVENTs, "Reserved" / "Airbnb (Not available)", CRLF lines. */
export function airbnbFeed(events: { start: string; end: string; summary?: string }[]): string {
  const compact = (date: string) => date.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event, index) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `UID:1418fb94e984-${index}@airbnb.com`,
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');
}

/** A Booking.com-style export: DTSTAMP, "CLOSED - Not available", LF lines, a trailing newline. */
export function bookingComFeed(events: { start: string; end: string }[]): string {
  const compact = (date: string) => date.replaceAll('-', '');
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//EN',
    'METHOD:PUBLISH',
    ...events.flatMap((event, index) => [
      'BEGIN:VEVENT',
      `UID:${compact(event.start)}-${index}@admin.booking.com`,
      'DTSTAMP:20300101T090000Z',
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      'SUMMARY:CLOSED - Not available',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\n')}\n`;
}

/** A feed of `fixtures/calendars/` (exports shaped like each platform's, and the hostile corpus). */
export function calendarFixture(name: string): string {
  return fs.readFileSync(path.join(__dirname, 'fixtures/calendars', name), 'utf8');
}

/** The names of the hostile feeds of `fixtures/calendars/` whose names start with `prefix`. */
export function calendarFixtures(prefix: string): string[] {
  return fs
    .readdirSync(path.join(__dirname, 'fixtures/calendars'))
    .filter((name) => name.startsWith(prefix))
    .sort();
}

/**
 * A channel manager's export of `count` one-night stays from `firstNight` on, every other night
 * (about 114 bytes an event, like the 573 KB / 4,999-event feed of issue 20).
 */
export function manyEventsFeed(count: number, firstNight = '2030-01-01'): string {
  const day = (offset: number) =>
    new Date(Date.parse(`${firstNight}T00:00:00Z`) + offset * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
  const events = Array.from({ length: count }, (_, index) =>
    [
      'BEGIN:VEVENT',
      `UID:${index}@c.io`,
      `DTSTART;VALUE=DATE:${day(index * 2)}`,
      `DTEND;VALUE=DATE:${day(index * 2 + 1)}`,
      'SUMMARY:Booked',
      'END:VEVENT',
    ].join('\r\n'),
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Channel//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}
