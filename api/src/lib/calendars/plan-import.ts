import { rangesOverlap } from '@shoreline/shared-domain/availability';
import { isDateBefore } from '@shoreline/shared-domain/dates';
import { subtractRanges } from '@shoreline/shared-domain/subtractRanges';
import type { DateRange, IsoDate } from '@shoreline/shared-domain/types';
import type { ImportPlan } from '../../plugins/app/repositories/external-calendars';
import type { ImportedEvent } from './parse-calendar';

/**
 * What an import writes (issue 12): each event ending after `today` counts; one that overlaps an
 * approved stay is a conflict (shown to the host, never dropped); the nights of an event that nothing
 * else takes yet (stays, the host's blocks, other calendars, earlier events of this one) become
 * imported blocks, so the exclusion constraint never sees two claims on a night.
 */
export function planImport(
  events: readonly ImportedEvent[],
  taken: { stays: readonly DateRange[]; blocks: readonly DateRange[] },
  today: IsoDate,
): ImportPlan {
  const plan: ImportPlan = { blocks: [], conflicts: [], eventCount: 0 };
  const occupied: DateRange[] = [...taken.stays, ...taken.blocks];
  for (const event of events) {
    if (!isDateBefore(today, event.endDate)) continue;
    plan.eventCount += 1;
    const range = { start: event.startDate, end: event.endDate };
    if (taken.stays.some((stay) => rangesOverlap(range, stay))) plan.conflicts.push(event);
    for (const part of subtractRanges(range, occupied)) {
      plan.blocks.push({ ...part, summary: event.summary });
      occupied.push(part);
    }
  }
  return plan;
}
