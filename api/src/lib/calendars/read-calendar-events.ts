import ical from 'node-ical';
import { findReservedUid } from './find-reserved-uid';
import { MAX_IMPORTED_EVENTS, ReadFailure, type ImportedEvent, type ImportWindow } from './imported-event';
import { instancesOfEvent } from './instances-of-event';

const byStart = (a: ImportedEvent, b: ImportedEvent) =>
  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;

/**
 * The nights of an iCalendar text, in date order: what Airbnb, Booking.com, Vrbo (all-day events,
 * DTEND the check-out day), Google Calendar and Outlook (timed events in a TZID, UTC or floating,
 * repeating ones with exceptions) publish. See instancesOfEvent for each event's nights.
 *
 * Runs in the parse worker (parse-calendar-worker.ts), never on the server's own thread: node-ical
 * indexes events by UID on a plain object, so a hostile UID writes onto the prototypes of whatever
 * realm parses it. Such UIDs refuse the feed before node-ical sees it (find-reserved-uid.ts).
 * Throws a ReadFailure for a feed it refuses.
 */
export function readCalendarEvents(text: string, window: ImportWindow): ImportedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new ReadFailure('not-icalendar');
  if (findReservedUid(text) !== null) throw new ReadFailure('reserved-uid');
  let data: ReturnType<typeof ical.sync.parseICS>;
  try {
    data = ical.sync.parseICS(text);
  } catch {
    throw new ReadFailure('not-icalendar');
  }
  const events: ImportedEvent[] = [];
  let components = 0;
  for (const key of Object.keys(data)) {
    const component = data[key];
    if (component?.type !== 'VEVENT') continue;
    components += 1;
    if (components > MAX_IMPORTED_EVENTS) throw new ReadFailure('too-many-events');
    for (const instance of instancesOfEvent(component, window)) {
      events.push(instance);
      if (events.length > MAX_IMPORTED_EVENTS) throw new ReadFailure('too-many-events');
    }
  }
  return events.sort(byStart);
}
