import { addDays, formatLongDate, isDateBefore } from '@shoreline/shared-domain/dates';
import type {
  CalendarBlock,
  CalendarConflict,
  CalendarStay,
  HostCalendar,
} from '@shoreline/shared-domain/hostCalendar';
import type { IsoDate } from '@shoreline/shared-domain/types';

/** What one night of the listing holds, as the calendar grid shows and announces it. */
export interface NightInfo {
  date: IsoDate;
  outside: boolean;
  past: boolean;
  stay: CalendarStay | null;
  block: CalendarBlock | null;
  requests: CalendarStay[];
  conflicts: CalendarConflict[];
}

export type NightKind = 'outside' | 'stay' | 'blocked' | 'imported' | 'request' | 'free';

type Ranged = { startDate: IsoDate; endDate: IsoDate };

function byNight<T extends Ranged>(items: readonly T[]): Map<IsoDate, T[]> {
  const nights = new Map<IsoDate, T[]>();
  for (const item of items) {
    for (let night = item.startDate; isDateBefore(night, item.endDate); night = addDays(night, 1)) {
      nights.set(night, [...(nights.get(night) ?? []), item]);
    }
  }
  return nights;
}

/**
 * Looks up each night of the host's calendar: its stay, block, requests and conflicts (ranges are
 * half-open: a stay's check-out day is free), and whether it lies outside the window or in the past.
 */
export function indexNights(calendar: HostCalendar, today: IsoDate): (date: IsoDate) => NightInfo {
  const stays = byNight(calendar.stays);
  const blocks = byNight(calendar.blocks);
  const requests = byNight(calendar.requests);
  const conflicts = byNight(calendar.conflicts);
  const { availableFrom, availableTo } = calendar.listing;
  return (date) => ({
    date,
    outside: isDateBefore(date, availableFrom) || !isDateBefore(date, availableTo),
    past: isDateBefore(date, today),
    stay: stays.get(date)?.[0] ?? null,
    block: blocks.get(date)?.[0] ?? null,
    requests: requests.get(date) ?? [],
    conflicts: conflicts.get(date) ?? [],
  });
}

/** The night's main state, the one its colour shows. */
export function nightKind(night: NightInfo): NightKind {
  if (night.stay) return 'stay';
  if (night.block) return night.block.source === 'host' ? 'blocked' : 'imported';
  if (night.outside) return 'outside';
  if (night.requests.length > 0) return 'request';
  return 'free';
}

/** Whether a range of host blocks may start or end on this night. */
export function canMarkNight(night: NightInfo): boolean {
  return !night.outside && !night.past;
}

/** The day's accessible name: "Saturday 14 March 2030, blocked, note: Painting". */
export function describeNight(night: NightInfo): string {
  const parts = [formatLongDate(night.date)];
  const kind = nightKind(night);
  if (kind === 'stay') parts.push(`booked by ${night.stay?.renterName ?? 'a guest'}`);
  else if (kind === 'blocked')
    parts.push(night.block?.note ? `blocked, note: ${night.block.note}` : 'blocked');
  else if (kind === 'imported')
    parts.push(`imported from ${night.block?.calendarName ?? 'another calendar'}`);
  else if (kind === 'outside') parts.push('outside the availability window');
  else parts.push('available');
  for (const request of night.requests) parts.push(`requested by ${request.renterName ?? 'a guest'}`);
  for (const conflict of night.conflicts) parts.push(`conflict with ${conflict.calendarName}`);
  if (night.past) parts.push('past');
  return parts.join(', ');
}
