import { addDays, isDateBefore, localDateToIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { IsoDate } from '@shoreline/shared-domain/types';
import ical from 'node-ical';
import { CalendarSyncError } from './fetch-calendar';

/** An imported event as nights: `[startDate, endDate)`, like a stay. */
export interface ImportedEvent {
  startDate: IsoDate;
  endDate: IsoDate;
  summary: string | null;
}

/** More events than any real listing calendar has: a feed past this is refused, not half-imported. */
export const MAX_IMPORTED_EVENTS = 5000;

type DateValue = Date & { dateOnly?: boolean };

/**
 * node-ical gives all-day dates (VALUE=DATE) as local midnight; timed ones are instants and count by
 * their UTC date (a stay's check-in afternoon and check-out morning both land on the right day).
 */
function dateOf(value: DateValue): IsoDate {
  return value.dateOnly ? localDateToIso(value) : value.toISOString().slice(0, 10);
}

function textOf(value: unknown): string | null {
  const text = typeof value === 'string' ? value : (value as { val?: unknown } | undefined)?.val;
  return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 200) : null;
}

/**
 * The events of an iCalendar text (Airbnb, Booking.com, Vrbo... all export all-day VEVENTs whose
 * DTEND is the check-out day). Cancelled events are skipped; an event without DTEND or ending on its
 * start day is one night. Recurrence is not expanded: booking platforms do not use it.
 */
export function parseCalendar(text: string): ImportedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarSyncError(MESSAGES.calendarSyncNotICalendar);
  let data: ReturnType<typeof ical.sync.parseICS>;
  try {
    data = ical.sync.parseICS(text);
  } catch {
    throw new CalendarSyncError(MESSAGES.calendarSyncNotICalendar);
  }
  const events: ImportedEvent[] = [];
  for (const component of Object.values(data)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as ical.VEvent;
    if (String(event.status ?? '').toUpperCase() === 'CANCELLED') continue;
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) continue;
    const startDate = dateOf(event.start as DateValue);
    const end =
      event.end instanceof Date && !Number.isNaN(event.end.getTime()) ? dateOf(event.end as DateValue) : null;
    const endDate = end && isDateBefore(startDate, end) ? end : addDays(startDate, 1);
    events.push({ startDate, endDate, summary: textOf(event.summary) });
    if (events.length > MAX_IMPORTED_EVENTS) throw new CalendarSyncError(MESSAGES.calendarSyncTooBig);
  }
  return events.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}
