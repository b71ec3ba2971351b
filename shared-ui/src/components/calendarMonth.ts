// Month-grid arithmetic for the date pickers, on IsoDate strings (no time zones involved).
import {
  addDays,
  formatIsoDate,
  isDateAfter,
  isDateBefore,
  isoToLocalDate,
  parseIsoDate,
} from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';

/** Dates to disable: a list, or a function answering for one date. */
export type DateMatcher = readonly IsoDate[] | ((date: IsoDate) => boolean);

export interface MonthRef {
  year: number;
  /** 1 to 12 */
  month: number;
}

export const WEEK_STARTS_ON = 0; // Sunday, as in the product's US-style date format.

export function monthOf(iso: IsoDate): MonthRef {
  const { year, month } = parseIsoDate(iso);
  return { year, month };
}

export function daysInMonth({ year, month }: MonthRef): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: MonthRef, b: MonthRef): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The same day of month in another month, clamped to that month's length (Jan 31 + 1 -> Feb 28). */
export function addMonthsToDate(iso: IsoDate, delta: number): IsoDate {
  const { day } = parseIsoDate(iso);
  const target = shiftMonth(monthOf(iso), delta);
  return formatIsoDate({ ...target, day: Math.min(day, daysInMonth(target)) });
}

export function dayOfWeek(iso: IsoDate): number {
  return isoToLocalDate(iso).getDay();
}

/** Weeks of the month, each 7 cells, with null for the days of the neighbouring months. */
export function monthWeeks(ref: MonthRef): Array<Array<IsoDate | null>> {
  const first = formatIsoDate({ ...ref, day: 1 });
  const lead = (dayOfWeek(first) - WEEK_STARTS_ON + 7) % 7;
  const cells: Array<IsoDate | null> = Array.from({ length: lead }, () => null);
  const count = daysInMonth(ref);
  for (let offset = 0; offset < count; offset += 1) cells.push(addDays(first, offset));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function clampDate(iso: IsoDate, min: IsoDate | undefined, max: IsoDate | undefined): IsoDate {
  if (min !== undefined && isDateBefore(iso, min)) return min;
  if (max !== undefined && isDateAfter(iso, max)) return max;
  return iso;
}

export function matches(matcher: DateMatcher | undefined, iso: IsoDate): boolean {
  if (!matcher) return false;
  return typeof matcher === 'function' ? matcher(iso) : matcher.includes(iso);
}

/** Whether a day can be picked: inside [min, max] and not matched by `disabled`. */
export function isSelectable(
  iso: IsoDate,
  min: IsoDate | undefined,
  max: IsoDate | undefined,
  disabled: DateMatcher | undefined,
): boolean {
  if (min !== undefined && isDateBefore(iso, min)) return false;
  if (max !== undefined && isDateAfter(iso, max)) return false;
  return !matches(disabled, iso);
}

/** The first selectable day from `from` onwards within about a year, else `from` itself. */
export function firstSelectableFrom(
  from: IsoDate,
  min: IsoDate | undefined,
  max: IsoDate | undefined,
  disabled: DateMatcher | undefined,
): IsoDate {
  const start = clampDate(from, min, max);
  for (let offset = 0; offset < 400; offset += 1) {
    const candidate = addDays(start, offset);
    if (max !== undefined && isDateAfter(candidate, max)) break;
    if (isSelectable(candidate, min, max, disabled)) return candidate;
  }
  return start;
}
