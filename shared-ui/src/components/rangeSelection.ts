// The rules of a stay picked as a range: which days each field may take, and what a click on a day
// does. Pure functions on IsoDate strings, shared by the fields (no calendar code) and the lazily
// loaded calendar.
import { addDays, isDateAfter, isDateBefore } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';

/** Dates to disable: a list, or a function answering for one date. */
export type DateMatcher = readonly IsoDate[] | ((date: IsoDate) => boolean);

export interface DateRangeValue {
  start: IsoDate | null;
  end: IsoDate | null;
}

/** The field the next picked day goes to. */
export type RangeField = 'start' | 'end';

export interface RangeRules {
  /** Earliest start day. */
  min?: IsoDate;
  /** Latest start day; defaults to the day before `max`. */
  startMax?: IsoDate;
  /** Latest end day. */
  max?: IsoDate;
  /** Days neither field may take. */
  disabledDates?: DateMatcher;
  isStartDisabled?: (date: IsoDate) => boolean;
  /** Also decides whether a stay from `start` to `date` is allowed (e.g. no booked night inside). */
  isEndDisabled?: (date: IsoDate, start: IsoDate | null) => boolean;
}

export function matches(matcher: DateMatcher | undefined, iso: IsoDate): boolean {
  if (!matcher) return false;
  return typeof matcher === 'function' ? matcher(iso) : matcher.includes(iso);
}

/** The latest day a stay may start on. */
export function lastStartDay(rules: RangeRules): IsoDate | undefined {
  return rules.startMax ?? (rules.max ? addDays(rules.max, -1) : undefined);
}

export function isStartAllowed(date: IsoDate, rules: RangeRules): boolean {
  const last = lastStartDay(rules);
  if (rules.min !== undefined && isDateBefore(date, rules.min)) return false;
  if (last !== undefined && isDateAfter(date, last)) return false;
  return !matches(rules.disabledDates, date) && !rules.isStartDisabled?.(date);
}

/** A check-out is after the check-in, within `max`, and allowed by the caller's rule. */
export function isEndAllowed(date: IsoDate, start: IsoDate | null, rules: RangeRules): boolean {
  if (start === null || !isDateAfter(date, start)) return false;
  if (rules.max !== undefined && isDateAfter(date, rules.max)) return false;
  return !matches(rules.disabledDates, date) && !rules.isEndDisabled?.(date, start);
}

export function isDayAllowed(field: RangeField, date: IsoDate, start: IsoDate | null, rules: RangeRules) {
  return field === 'start' ? isStartAllowed(date, rules) : isEndAllowed(date, start, rules);
}

export interface RangePick {
  value: DateRangeValue;
  /** The field the next click fills, or null when the stay is complete (the calendar closes). */
  next: RangeField | null;
}

/**
 * A click on `date` while `field` is being chosen. A new check-in keeps a check-out that still makes
 * an allowed stay with it (SPEC 5) and waits for a check-out; a check-out completes the stay. A day
 * the field may not take changes nothing.
 */
export function pickRangeDay(
  value: DateRangeValue,
  field: RangeField,
  date: IsoDate,
  rules: RangeRules,
): RangePick {
  if (!isDayAllowed(field, date, value.start, rules)) return { value, next: field };
  if (field === 'end') return { value: { start: value.start, end: date }, next: null };
  const keepEnd = value.end !== null && isEndAllowed(value.end, date, rules);
  return { value: { start: date, end: keepEnd ? value.end : null }, next: 'end' };
}
