import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { format } from 'date-fns';
import { addDays, isDateAfter, isDateBefore, isoToLocalDate, todayIso } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';
import {
  addMonthsToDate,
  clampDate,
  compareMonths,
  dayOfWeek,
  isSelectable,
  monthOf,
  monthWeeks,
  shiftMonth,
  WEEK_STARTS_ON,
  type DateMatcher,
  type MonthRef,
} from './calendarMonth';
import { cx } from './classNames';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './Calendar.module.css';

export interface CalendarProps {
  selected: IsoDate | null;
  onSelect: (date: IsoDate) => void;
  /** Escape pressed inside the calendar. */
  onEscape?: () => void;
  min?: IsoDate;
  max?: IsoDate;
  disabled?: DateMatcher;
  /** The day that has focus first (defaults to the selected day, else today within min/max). */
  initialFocus?: IsoDate;
  /** Days between these are tinted, e.g. the stay while choosing check-out. */
  rangeStart?: IsoDate | null;
  rangeEnd?: IsoDate | null;
  /** Move keyboard focus onto the focused day when the calendar appears. */
  autoFocus?: boolean;
  /** Overrides today (tests). */
  today?: IsoDate;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6].map((offset) => (offset + WEEK_STARTS_ON) % 7);
// 2023-01-01 is a Sunday: day names come from date-fns for that week.
const weekdayDate = (weekday: number) => isoToLocalDate(addDays('2023-01-01', weekday));

const dayLabel = (iso: IsoDate, unavailable: boolean) =>
  `${format(isoToLocalDate(iso), 'EEEE, MMMM d, yyyy')}${unavailable ? ', unavailable' : ''}`;

/**
 * A month grid following the WAI-ARIA date picker pattern: one tab stop (the focused day), arrow
 * keys move by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by
 * year), Enter or Space selects. Unavailable days stay focusable so they can be announced as such.
 */
export function Calendar({
  selected,
  onSelect,
  onEscape,
  min,
  max,
  disabled,
  initialFocus,
  rangeStart,
  rangeEnd,
  autoFocus = false,
  today = todayIso(),
}: CalendarProps) {
  const [focused, setFocused] = useState<IsoDate>(() =>
    clampDate(initialFocus ?? selected ?? today, min, max),
  );
  const [view, setView] = useState<MonthRef>(() => monthOf(focused));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocusRef = useRef(autoFocus);

  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, view]);

  const focusDay = (iso: IsoDate) => {
    const next = clampDate(iso, min, max);
    moveFocusRef.current = true;
    setFocused(next);
    setView(monthOf(next));
  };

  const showMonth = (delta: number) => {
    const next = clampDate(addMonthsToDate(focused, delta), min, max);
    setView(shiftMonth(view, delta));
    setFocused(next);
  };

  const canGoBack = min === undefined || compareMonths(view, monthOf(min)) > 0;
  const canGoForward = max === undefined || compareMonths(view, monthOf(max)) < 0;

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (dayOfWeek(focused) - WEEK_STARTS_ON + 7) % 7;
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
      PageUp: () => addMonthsToDate(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonthsToDate(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusDay(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (isSelectable(focused, min, max, disabled)) onSelect(focused);
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };

  const monthLabel = format(
    isoToLocalDate(`${view.year}-${String(view.month).padStart(2, '0')}-01`),
    'MMMM yyyy',
  );
  const inRange = (iso: IsoDate) =>
    Boolean(rangeStart && rangeEnd && isDateAfter(iso, rangeStart) && isDateBefore(iso, rangeEnd));

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => showMonth(-1)}
          disabled={!canGoBack}
          aria-label="Previous month"
        >
          <ChevronLeftIcon />
        </button>
        <p className={styles.monthLabel} aria-live="polite">
          {monthLabel}
        </p>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => showMonth(1)}
          disabled={!canGoForward}
          aria-label="Next month"
        >
          <ChevronRightIcon />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={monthLabel}
        className={styles.grid}
        onKeyDown={handleKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                className={styles.weekday}
                abbr={format(weekdayDate(weekday), 'EEEE')}
              >
                {format(weekdayDate(weekday), 'EEEEEE')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(view).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((iso, index) => {
                if (iso === null) return <td key={`blank-${index}`} className={styles.cell} />;
                const unavailable = !isSelectable(iso, min, max, disabled);
                const isSelected = iso === selected;
                return (
                  <td key={iso} role="gridcell" className={styles.cell} aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={dayLabel(iso, unavailable)}
                      aria-disabled={unavailable || undefined}
                      aria-current={iso === today ? 'date' : undefined}
                      className={cx(
                        styles.day,
                        iso === today && styles.today,
                        inRange(iso) && styles.inRange,
                        isSelected && styles.selected,
                        unavailable && styles.unavailable,
                      )}
                      onClick={() => {
                        setFocused(iso);
                        if (!unavailable) onSelect(iso);
                      }}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
