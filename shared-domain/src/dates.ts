// Calendar dates (IsoDate, `yyyy-MM-dd`) handled as strings and whole day numbers, never as a Date
// carrying a time zone: 2026-07-01..2026-07-04 is 3 nights whatever zone the viewer or server is in.
// A JavaScript Date appears only at the edges: reading "today" from a clock (local time), and
// handing a local-midnight Date to a date picker or to date-fns for display.
import type { DateRange, IsoDate } from './types';

// The display formatters (date-fns) live in their own file, re-exported here: code that only computes
// with dates does not carry date-fns (package.json `sideEffects: false` lets webpack skip the file).
export {
  formatDisplayDate,
  formatDisplayDateRange,
  formatDisplayInstant,
  formatLongDate,
  formatMonthYear,
} from './formatDisplayDate';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

export interface CalendarDate {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** True for a real calendar date written `yyyy-MM-dd` (so `2026-02-30` is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay && year >= 1;
}

/** Splits an IsoDate into its parts; throws a RangeError for anything else (validate input first). */
export function parseIsoDate(iso: IsoDate): CalendarDate {
  if (!isIsoDate(iso)) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${String(iso)}`);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: CalendarDate): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Days since 1970-01-01: arithmetic on these is free of time zones and daylight saving. */
export function toDayNumber(iso: IsoDate): number {
  const { year, month, day } = parseIsoDate(iso);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const utc = new Date(dayNumber * MS_PER_DAY);
  return formatIsoDate({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(iso) + days);
}

/** Nights from check-in `start` to check-out `end` (negative when `end` is before `start`). */
export function nightsBetween(start: IsoDate, end: IsoDate): number {
  return toDayNumber(end) - toDayNumber(start);
}

/** The calendar date a Date falls on in the runtime's local time zone. */
export function localDateToIso(date: Date): IsoDate {
  return formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Today in the runtime's local time zone (the viewer's own "today"). */
export function todayIso(now: Date = new Date()): IsoDate {
  return localDateToIso(now);
}

/** The last time zone on earth to reach midnight, UTC−12, is this far behind UTC. */
const LAST_ZONE_BEHIND_UTC_MS = 12 * 60 * 60 * 1000;

/**
 * The API's "today": the calendar date in the last time zone to reach midnight (UTC−12). A date stays
 * "today or later" there until it has ended everywhere on earth, so whatever zone a renter is in,
 * their own today is never refused as past.
 */
export function earliestTodayOnEarth(now: Date | number = Date.now()): IsoDate {
  const ms = typeof now === 'number' ? now : now.getTime();
  return fromDayNumber(Math.floor((ms - LAST_ZONE_BEHIND_UTC_MS) / MS_PER_DAY));
}

/**
 * The instant a calendar date has ended everywhere on earth (the next midnight at UTC−12, i.e. 12:00
 * UTC the day after): from then on `earliestTodayOnEarth` is past it.
 */
export function endOfDayEverywhere(iso: IsoDate): Date {
  return new Date((toDayNumber(iso) + 1) * MS_PER_DAY + LAST_ZONE_BEHIND_UTC_MS);
}

/** Local midnight of an IsoDate: what date pickers and date-fns formatting expect. */
export function isoToLocalDate(iso: IsoDate): Date {
  const { year, month, day } = parseIsoDate(iso);
  const date = new Date(year, month - 1, day);
  // Years 0-99 would otherwise be read as 1900-1999.
  date.setFullYear(year);
  return date;
}

/** Negative, zero or positive like a sort comparator. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

export function isDateBefore(a: IsoDate, b: IsoDate): boolean {
  return compareIsoDates(a, b) < 0;
}

export function isDateAfter(a: IsoDate, b: IsoDate): boolean {
  return compareIsoDates(a, b) > 0;
}

export function isSameDate(a: IsoDate, b: IsoDate): boolean {
  return compareIsoDates(a, b) === 0;
}

export function earlierDate(a: IsoDate, b: IsoDate): IsoDate {
  return isDateAfter(a, b) ? b : a;
}

export function laterDate(a: IsoDate, b: IsoDate): IsoDate {
  return isDateBefore(a, b) ? b : a;
}

/** Every night of a half-open range: start, start+1, ..., end-1. */
export function nightsOf(range: DateRange): IsoDate[] {
  const first = toDayNumber(range.start);
  const count = Math.max(0, toDayNumber(range.end) - first);
  return Array.from({ length: count }, (_, index) => fromDayNumber(first + index));
}
