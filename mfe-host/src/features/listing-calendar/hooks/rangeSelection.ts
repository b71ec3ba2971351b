import { addDays, isDateAfter, isDateBefore } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';

/** The focused day of the calendar grid, and the first night of a range being chosen. */
export interface RangeSelection {
  focused: IsoDate;
  /** Set by the first Enter (or click); the second one chooses the range. */
  anchor: IsoDate | null;
}

export type RangeAction =
  | { type: 'move'; days: number }
  | { type: 'focus'; date: IsoDate }
  /** Enter, Space or a click on the focused day: starts the range, or ends it. */
  | { type: 'mark'; date?: IsoDate }
  | { type: 'cancel' };

/** Nights as the API takes them: `endDate` is the morning after the last night. */
export interface NightRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface SelectionBounds {
  /** First and last day the grid lets focus reach. */
  first: IsoDate;
  last: IsoDate;
  /** Whether a range may start or end on this night (inside the window, not past). */
  canMark: (date: IsoDate) => boolean;
}

export interface SelectionStep {
  selection: RangeSelection;
  /** The range the second mark chose, else null. */
  chosen: NightRange | null;
}

const clamp = (date: IsoDate, { first, last }: SelectionBounds): IsoDate =>
  isDateBefore(date, first) ? first : isDateAfter(date, last) ? last : date;

/**
 * Choosing a range of nights in the host's calendar with the keyboard or the mouse (issue 12): arrows
 * move the focus (by a day, or a week up and down) within the grid, the first mark anchors the
 * range, the second chooses it in either direction (both nights included), Escape drops the anchor.
 * A mark on a night that cannot be blocked does nothing.
 */
export function nextSelection(
  selection: RangeSelection,
  action: RangeAction,
  bounds: SelectionBounds,
): SelectionStep {
  switch (action.type) {
    case 'move':
      return {
        selection: { ...selection, focused: clamp(addDays(selection.focused, action.days), bounds) },
        chosen: null,
      };
    case 'focus':
      return { selection: { ...selection, focused: clamp(action.date, bounds) }, chosen: null };
    case 'cancel':
      return { selection: { ...selection, anchor: null }, chosen: null };
    case 'mark': {
      const date = clamp(action.date ?? selection.focused, bounds);
      const focused = { ...selection, focused: date };
      if (!bounds.canMark(date)) return { selection: focused, chosen: null };
      if (selection.anchor === null) return { selection: { focused: date, anchor: date }, chosen: null };
      const [start, last] = isDateAfter(selection.anchor, date)
        ? [date, selection.anchor]
        : [selection.anchor, date];
      return {
        selection: { focused: date, anchor: null },
        chosen: { startDate: start, endDate: addDays(last, 1) },
      };
    }
  }
}

/** Whether a night lies between the anchor and the focused day (the range being drawn). */
export function isInPendingRange(date: IsoDate, selection: RangeSelection): boolean {
  const { anchor, focused } = selection;
  if (anchor === null) return false;
  const [start, end] = isDateAfter(anchor, focused) ? [focused, anchor] : [anchor, focused];
  return !isDateBefore(date, start) && !isDateAfter(date, end);
}
