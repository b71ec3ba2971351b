import type { VEvent } from 'node-ical';
import type { Occurrence } from './recurrence-set';
import { isoDateOfWall, wallClockOf, type IcalDate } from './wall-clock';

/**
 * Where an exception (an EXDATE, or an override's RECURRENCE-ID) points: a whole day (all-day events,
 * and DATE values, which RFC 5545 applies to every start that day), an instant, or a wall clock (a
 * start written without a zone of its own).
 */
class StartIndex<T> {
  private readonly days = new Map<string, T>();
  private readonly instants = new Map<number, T>();
  private readonly walls = new Map<number, T>();

  constructor(private readonly allDay: boolean) {}

  add(date: unknown, value: T): void {
    if (!(date instanceof Date)) return;
    const wall = wallClockOf(date as IcalDate);
    if (wall === null) return;
    if (this.allDay || (date as IcalDate).dateOnly) {
      const day = isoDateOfWall(wall);
      if (day) this.days.set(day, value);
      return;
    }
    this.instants.set(date.getTime(), value);
    this.walls.set(wall, value);
  }

  find(occurrence: Occurrence): T | undefined {
    const day = isoDateOfWall(occurrence.wall);
    const onDay = day === null ? undefined : this.days.get(day);
    if (onDay !== undefined || this.allDay) return onDay;
    return occurrence.instant !== null
      ? this.instants.get(occurrence.instant)
      : this.walls.get(occurrence.wall);
  }
}

/** node-ical keeps each exception under two keys (a day and an ISO instant): each once. */
const uniqueValues = (record: unknown): unknown[] =>
  record && typeof record === 'object' ? [...new Set(Object.values(record))] : [];

/** The EXDATEs of an event, to ask whether an occurrence is excluded. */
export function exclusionsOf(event: VEvent, allDay: boolean): (occurrence: Occurrence) => boolean {
  const index = new StartIndex<true>(allDay);
  for (const date of uniqueValues(event.exdate)) index.add(date, true);
  return (occurrence) => index.find(occurrence) === true;
}

/** The overridden instances of an event (VEVENTs with its UID and a RECURRENCE-ID), by the start they replace. */
export function overridesOf(
  event: VEvent,
  allDay: boolean,
): { find: (occurrence: Occurrence) => VEvent | undefined; all: VEvent[] } {
  const index = new StartIndex<VEvent>(allDay);
  const all: VEvent[] = [];
  for (const value of uniqueValues(event.recurrences)) {
    const override = value as VEvent;
    if (!(override.recurrenceid instanceof Date)) continue;
    index.add(override.recurrenceid, override);
    all.push(override);
  }
  return { find: (occurrence) => index.find(occurrence), all };
}
