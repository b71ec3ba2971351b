import type { RRule, VEvent } from 'node-ical';
import { MAX_INSTANCES_PER_EVENT, ReadFailure } from './imported-event';
import { wallClockAt, wallClockOf, type IcalDate } from './wall-clock';

/** One start of a repeating event, before its exceptions (EXDATE, RECURRENCE-ID) are applied. */
export interface Occurrence {
  /** The start as a wall clock in the event's zone (see wall-clock.ts). */
  wall: number;
  /** The start as an instant when it is one (timed DTSTART, rule dates, UTC RDATEs): overrides name it so. */
  instant: number | null;
  /** An RDATE period's own end (wall clock); otherwise the event's duration applies. */
  endWall?: number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/;

/**
 * The rule's starts between two instants. rrule-temporal gives up past 10,000 iterations (a rule
 * every minute over two years): then the window is read a week at a time until the per-event cap,
 * and a rule too dense even for a week refuses the feed rather than leaving its nights bookable.
 */
function ruleDates(rule: RRule, from: Date, to: Date): Date[] {
  try {
    return rule.between(from, to, true);
  } catch {
    // read it in weeks below
  }
  const dates: Date[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += WEEK_MS) {
    if (dates.length > MAX_INSTANCES_PER_EVENT) break;
    try {
      dates.push(...rule.between(new Date(start), new Date(Math.min(start + WEEK_MS, to.getTime())), true));
    } catch {
      throw new ReadFailure('too-complex');
    }
  }
  return dates;
}

function utcWall(parts: number[]): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** One RDATE value (a date, a date-time, or a period's start and end) as a start in the event's zone. */
function rdateOccurrence(value: string, start: IcalDate): Occurrence | null {
  const [from = '', to = ''] = value.trim().split('/');
  const wallOf = (text: string): { wall: number; instant: number | null } | null => {
    const match = DATE_TIME.exec(text);
    if (!match) return null;
    const parts = match
      .slice(1, 7)
      .filter((part) => part !== undefined)
      .map(Number);
    if (parts[1]! > 12 || parts[2]! > 31 || (parts[3] ?? 0) > 23) return null;
    if (!match[7]) return { wall: utcWall(parts), instant: null }; // a date, or a time as written
    const instant = utcWall(parts);
    const zoned = start.dateOnly ? null : wallClockAt(instant, start.tz);
    return { wall: zoned ?? instant, instant };
  };
  const begin = wallOf(from);
  if (!begin) return null;
  const end = to ? wallOf(to) : null;
  return end ? { ...begin, endWall: end.wall } : begin;
}

/** The RDATE values of an event: node-ical keeps them as text (one property, or several). */
function rdateTexts(rdate: unknown): string[] {
  const entries: unknown[] = Array.isArray(rdate) ? rdate : rdate === undefined ? [] : [rdate];
  return entries.flatMap((entry) => {
    const text = typeof entry === 'string' ? entry : (entry as { val?: unknown } | null)?.val;
    return typeof text === 'string' ? text.split(',') : [];
  });
}

/**
 * The starts of a repeating event (RFC 5545 3.8.5): DTSTART, the RRULE's starts between `from` and
 * `to`, and the RDATEs, each once. Timed starts from the rule are read in the event's zone (the rule
 * runs in it, so a weekly 10:00 stays 10:00 across daylight saving); when node-ical knows no zone
 * (floating times) the rule ran in UTC from the time as written, so the offset from DTSTART is exact.
 */
export function occurrencesOf(
  event: VEvent,
  start: IcalDate,
  startWall: number,
  search: { from: Date; to: Date },
): Occurrence[] {
  const found = new Map<number, Occurrence>();
  const add = (occurrence: Occurrence | null) => {
    if (occurrence && !found.has(occurrence.wall)) found.set(occurrence.wall, occurrence);
  };
  add({ wall: startWall, instant: start.dateOnly ? null : start.getTime() });
  if (event.rrule) {
    for (const date of ruleDates(event.rrule, search.from, search.to)) {
      if (start.dateOnly) {
        add({ wall: wallClockOf(Object.assign(date, { dateOnly: true })) ?? NaN, instant: null });
        continue;
      }
      const instant = date.getTime();
      add({ wall: wallClockAt(instant, start.tz) ?? startWall + (instant - start.getTime()), instant });
    }
  }
  for (const text of rdateTexts((event as { rdate?: unknown }).rdate)) add(rdateOccurrence(text, start));
  return [...found.values()].filter((occurrence) => !Number.isNaN(occurrence.wall));
}
