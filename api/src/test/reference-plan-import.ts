// The calendar import's planner before issue 20, verbatim: every event cut against an ever-growing
// list of taken ranges (quadratic). The property test compares today's planner with it, and
// bench:calendar times it once (BENCH_REFERENCE=1).
import { rangesOverlap } from '@shoreline/shared-domain/availability';
import { isDateBefore } from '@shoreline/shared-domain/dates';
import type { DateRange } from '@shoreline/shared-domain/types';
import type { ImportedEvent } from '../lib/calendars/imported-event';
import type { ImportPlan } from '../plugins/app/repositories/external-calendars';

/** The cuts of `taken` out of `range`, one after the other: the planner before issue 20, verbatim. */
function referenceSubtract(range: DateRange, taken: readonly DateRange[]): DateRange[] {
  let parts: DateRange[] = isDateBefore(range.start, range.end) ? [range] : [];
  for (const cut of taken) {
    if (!isDateBefore(cut.start, cut.end)) continue;
    parts = parts.flatMap((part) => {
      if (!isDateBefore(cut.start, part.end) || !isDateBefore(part.start, cut.end)) return [part];
      const kept: DateRange[] = [];
      if (isDateBefore(part.start, cut.start)) kept.push({ start: part.start, end: cut.start });
      if (isDateBefore(cut.end, part.end)) kept.push({ start: cut.end, end: part.end });
      return kept;
    });
  }
  return parts.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** The quadratic planner of issue 12 (each event against an ever-growing list), as the reference. */
export function referencePlan(
  events: readonly ImportedEvent[],
  taken: { stays: readonly DateRange[]; blocks: readonly DateRange[] },
  today: string,
): ImportPlan {
  const plan: ImportPlan = { blocks: [], conflicts: [], eventCount: 0 };
  const occupied: DateRange[] = [...taken.stays, ...taken.blocks];
  for (const event of events) {
    if (!isDateBefore(today, event.endDate)) continue;
    plan.eventCount += 1;
    const range = { start: event.startDate, end: event.endDate };
    if (taken.stays.some((stay) => rangesOverlap(range, stay))) plan.conflicts.push(event);
    for (const part of referenceSubtract(range, occupied)) {
      plan.blocks.push({ ...part, summary: event.summary });
      occupied.push(part);
    }
  }
  return plan;
}
