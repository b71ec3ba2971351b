// Calendar dates as people read them (`Jul 1, 2026`), through date-fns. Apart from dates.ts (which
// re-exports these) so that code that only computes with dates does not carry date-fns.
import { format } from 'date-fns';
import { DATE_DISPLAY_FORMAT } from './constants';
import { isoToLocalDate } from './dates';
import type { DateRange, IsoDate, IsoDateTime } from './types';

/** `Jul 1, 2026` for `2026-07-01`, in every time zone. */
export function formatDisplayDate(iso: IsoDate): string {
  return format(isoToLocalDate(iso), DATE_DISPLAY_FORMAT);
}

/** `Wednesday 1 July 2026`: a day read out in full (calendar days' accessible names). */
export function formatLongDate(iso: IsoDate): string {
  return format(isoToLocalDate(iso), 'EEEE d MMMM yyyy');
}

/** `July 2026`: a month grid's heading. */
export function formatMonthYear(iso: IsoDate): string {
  return format(isoToLocalDate(iso), 'MMMM yyyy');
}

/** `Jul 1, 2026 - Jul 4, 2026`. */
export function formatDisplayDateRange(range: DateRange): string {
  return `${formatDisplayDate(range.start)} - ${formatDisplayDate(range.end)}`;
}

/** An instant (e.g. createdAt) shown as the viewer's local calendar date, `Jul 1, 2026`. */
export function formatDisplayInstant(instant: IsoDateTime | Date): string {
  return format(typeof instant === 'string' ? new Date(instant) : instant, DATE_DISPLAY_FORMAT);
}
