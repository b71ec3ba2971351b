import { mergeRanges } from '@shoreline/shared-domain/mergeRanges';
import type { DateRange, IsoDate } from '@shoreline/shared-domain/types';
import type { ImportPlan } from '../../plugins/app/repositories/external-calendars';
import type { ImportedEvent } from './parse-calendar';

const byStart = (a: ImportedEvent, b: ImportedEvent) =>
  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;

/**
 * What an import writes (issue 12): each event ending after `today` counts; one that overlaps an
 * approved stay is a conflict (shown to the host, never dropped); the nights of an event that nothing
 * else takes yet (stays, the host's blocks, other calendars, earlier events of this one) become
 * imported blocks, so the exclusion constraint never sees two claims on a night.
 *
 * Events are taken in date order ("earlier" = starting earlier; the stable sort keeps the feed's order
 * between events starting the same day, as parseCalendar always gave them). O(n log n) in events and
 * taken ranges (issue 20: subtracting each event from an ever-growing list took 15 s for 5,000): the
 * taken ranges are merged once, and one sweep walks the events and those ranges together. Since the
 * events start in order, what earlier events claimed from an event's start on is exactly
 * [start, frontier), where frontier is the latest end claimed so far.
 */
export function planImport(
  events: readonly ImportedEvent[],
  taken: { stays: readonly DateRange[]; blocks: readonly DateRange[] },
  today: IsoDate,
): ImportPlan {
  const plan: ImportPlan = { blocks: [], conflicts: [], eventCount: 0 };
  const stays = mergeRanges(taken.stays);
  const occupied = mergeRanges([...taken.stays, ...taken.blocks]);
  const current = events.filter((event) => today < event.endDate).sort(byStart);
  let frontier = '';
  let stay = 0;
  let cut = 0;
  for (const event of current) {
    plan.eventCount += 1;
    if (!(event.startDate < event.endDate)) continue;
    // Stays ending by this start end before every later event's start too.
    while (stay < stays.length && stays[stay]!.end <= event.startDate) stay += 1;
    if (stay < stays.length && stays[stay]!.start < event.endDate) plan.conflicts.push(event);

    const from = event.startDate > frontier ? event.startDate : frontier;
    if (from >= event.endDate) continue;
    frontier = event.endDate;
    while (cut < occupied.length && occupied[cut]!.end <= from) cut += 1;
    let cursor = from;
    for (let next = cut; cursor < event.endDate; next += 1) {
      const range = occupied[next];
      if (!range || range.start >= event.endDate) {
        plan.blocks.push({ start: cursor, end: event.endDate, summary: event.summary });
        break;
      }
      if (range.start > cursor) plan.blocks.push({ start: cursor, end: range.start, summary: event.summary });
      if (range.end > cursor) cursor = range.end;
    }
  }
  return plan;
}
