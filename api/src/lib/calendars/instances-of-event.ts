import { addDays, toDayNumber } from '@shoreline/shared-domain/dates';
import type { VEvent } from 'node-ical';
import {
  MAX_INSTANCES_PER_EVENT,
  MAX_SUMMARY_LENGTH,
  type ImportedEvent,
  type ImportWindow,
} from './imported-event';
import { exclusionsOf, overridesOf } from './recurrence-exceptions';
import { occurrencesOf } from './recurrence-set';
import { isoDateOfWall, wallClockOf, type IcalDate } from './wall-clock';

const DAY_MS = 24 * 60 * 60 * 1000;

function textOf(value: unknown): string | null {
  const text = typeof value === 'string' ? value : (value as { val?: unknown } | undefined)?.val;
  return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, MAX_SUMMARY_LENGTH) : null;
}

const isCancelled = (event: VEvent) => textOf(event.status)?.toUpperCase() === 'CANCELLED';

const validDate = (value: unknown): IcalDate | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/**
 * The nights from a start to an end (wall clocks): check-in on the start's date, check-out on the
 * end's; no end, or one on the start's date, is one night. 10 July 10:00 → 12 July 09:00 is the
 * nights of 10 and 11 July, as a guest reads a booking.
 */
function nightsOf(startWall: number, endWall: number | null, summary: string | null): ImportedEvent | null {
  const startDate = isoDateOfWall(startWall);
  if (!startDate) return null;
  const end = endWall === null ? null : isoDateOfWall(endWall);
  const endDate = end !== null && end > startDate ? end : addDays(startDate, 1);
  return endDate.length === 10 ? { startDate, endDate, summary } : null;
}

/** An overridden instance: its own dates (the replaced start and the series' length when it has none). */
function overriddenNights(
  override: VEvent,
  duration: number | null,
  fallback: string | null,
): ImportedEvent | null {
  if (isCancelled(override)) return null;
  const start = validDate(override.start) ?? validDate(override.recurrenceid);
  const startWall = start ? wallClockOf(start) : null;
  if (startWall === null) return null;
  const end = validDate(override.end);
  const endWall = end ? wallClockOf(end) : duration === null ? null : startWall + duration;
  return nightsOf(startWall, endWall, textOf(override.summary) ?? fallback);
}

/**
 * The nights of one VEVENT. A single event: its nights, whatever the window. A repeating one (RRULE
 * or RDATE): every instance within the window (see ImportWindow), its EXDATEs left out, overridden
 * instances (RECURRENCE-ID) with their own dates, cancelled ones skipped; at most
 * MAX_INSTANCES_PER_EVENT, the earliest. A cancelled event has no nights.
 */
export function instancesOfEvent(event: VEvent, window: ImportWindow): ImportedEvent[] {
  if (isCancelled(event)) return [];
  const start = validDate(event.start);
  const startWall = start ? wallClockOf(start) : null;
  if (!start || startWall === null) return [];
  const end = validDate(event.end);
  const endWall = end ? wallClockOf(end) : null;
  const summary = textOf(event.summary);
  const rdate = (event as { rdate?: unknown }).rdate;
  if (!event.rrule && rdate === undefined) {
    const nights = nightsOf(startWall, endWall, summary);
    return nights ? [nights] : [];
  }

  const duration = endWall === null ? null : Math.max(0, endWall - startWall);
  // Wide enough for any zone and for instances that began before today and still run.
  const search = {
    from: new Date(toDayNumber(window.today) * DAY_MS - (duration ?? 0) - 2 * DAY_MS),
    to: new Date(toDayNumber(window.end) * DAY_MS + 2 * DAY_MS),
  };
  const allDay = Boolean(start.dateOnly);
  const excluded = exclusionsOf(event, allDay);
  const overrides = overridesOf(event, allDay);
  const used = new Set<VEvent>();
  const instances: ImportedEvent[] = [];
  const keep = (nights: ImportedEvent | null) => {
    if (nights && nights.endDate > window.today && nights.startDate < window.end) instances.push(nights);
  };
  for (const occurrence of occurrencesOf(event, start, startWall, search)) {
    if (excluded(occurrence)) continue;
    const override = overrides.find(occurrence);
    if (override) {
      used.add(override);
      keep(overriddenNights(override, duration, summary));
      continue;
    }
    const instanceEnd = occurrence.endWall ?? (duration === null ? null : occurrence.wall + duration);
    keep(nightsOf(occurrence.wall, instanceEnd, summary));
  }
  // An instance moved into the window from a start outside it.
  for (const override of overrides.all) {
    if (!used.has(override)) keep(overriddenNights(override, duration, summary));
  }
  instances.sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  return instances.slice(0, MAX_INSTANCES_PER_EVENT);
}
