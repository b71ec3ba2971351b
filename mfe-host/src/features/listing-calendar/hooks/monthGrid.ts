import {
  addDays,
  formatIsoDate,
  isDateBefore,
  isoToLocalDate,
  parseIsoDate,
} from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';

// Month arithmetic of the host calendar's grid, on IsoDate strings (no time zones involved).

export const firstOfMonth = (date: IsoDate): IsoDate => formatIsoDate({ ...parseIsoDate(date), day: 1 });

/** The first day of the month `delta` months after the one starting on `monthStart`. */
export function shiftMonth(monthStart: IsoDate, delta: number): IsoDate {
  const { year, month } = parseIsoDate(monthStart);
  const index = year * 12 + month - 1 + delta;
  return formatIsoDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}

export const lastOfMonth = (date: IsoDate): IsoDate => addDays(shiftMonth(firstOfMonth(date), 1), -1);

/** The month's weeks (Sunday first, as the date pickers), null for other months' days. */
export function weeksOf(monthStart: IsoDate): Array<Array<IsoDate | null>> {
  const cells: Array<IsoDate | null> = Array.from(
    { length: isoToLocalDate(monthStart).getDay() },
    () => null,
  );
  const { month } = parseIsoDate(monthStart);
  for (let day = monthStart; parseIsoDate(day).month === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The start of the two-month window after focus moved to `focused`: unchanged while the window holds
 * it. The window does not depend on the screen's width, so a phone turned sideways and back (or a
 * window narrowed and widened) shows the months it showed before.
 */
export function windowHolding(view: IsoDate, focused: IsoDate): IsoDate {
  const month = firstOfMonth(focused);
  if (isDateBefore(month, view)) return month;
  if (!isDateBefore(month, shiftMonth(view, 2))) return shiftMonth(month, -1);
  return view;
}

/** The first month on screen: the window's start when two months fit, else the focused day's month. */
export const firstShownMonth = (view: IsoDate, focused: IsoDate, monthCount: number): IsoDate =>
  monthCount >= 2 ? view : firstOfMonth(focused);

/**
 * The same day `delta` months away (PageUp/PageDown, or 12 with Shift), or that month's last day when
 * it is shorter: 31 March → 29 February 2040 (the WAI-ARIA date grid pattern).
 */
export function sameDayMonthsAway(date: IsoDate, delta: number): IsoDate {
  const target = shiftMonth(firstOfMonth(date), delta);
  const last = lastOfMonth(target);
  const { day } = parseIsoDate(date);
  return parseIsoDate(last).day < day ? last : formatIsoDate({ ...parseIsoDate(target), day });
}

/**
 * The first (Home) and last (End) day of the date's row in the grid: its week, Sunday to Saturday as
 * the grid shows weeks, cut to the date's month (a row holds one month's days, blanks for the others).
 */
export function startOfWeek(date: IsoDate): IsoDate {
  const sunday = addDays(date, -isoToLocalDate(date).getDay());
  return isDateBefore(sunday, firstOfMonth(date)) ? firstOfMonth(date) : sunday;
}

export function endOfWeek(date: IsoDate): IsoDate {
  const saturday = addDays(date, 6 - isoToLocalDate(date).getDay());
  return isDateBefore(lastOfMonth(date), saturday) ? lastOfMonth(date) : saturday;
}
