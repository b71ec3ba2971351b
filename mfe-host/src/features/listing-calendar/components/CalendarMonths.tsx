import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  earlierDate,
  formatMonthYear,
  isDateAfter,
  isDateBefore,
  laterDate,
  parseIsoDate,
} from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { canMarkNight, describeNight, nightKind, type NightInfo } from '../hooks/calendarNights';
import {
  isInPendingRange,
  nextSelection,
  type NightRange,
  type RangeAction,
  type RangeSelection,
  type SelectionBounds,
} from '../hooks/rangeSelection';
import {
  endOfWeek,
  firstOfMonth,
  firstShownMonth,
  sameDayMonthsAway,
  shiftMonth,
  startOfWeek,
  weeksOf,
  windowHolding,
} from '../hooks/monthGrid';
import { useWideScreen } from '../hooks/useWideScreen';
import styles from './ListingCalendar.module.css';

export interface CalendarMonthsProps {
  /** First and last day the grid reaches (whole months around the listing's window). */
  first: IsoDate;
  last: IsoDate;
  initialFocus: IsoDate;
  night: (date: IsoDate) => NightInfo;
  /** The range just chosen (tinted until it is blocked or dropped). */
  chosen: NightRange | null;
  onChoose: (range: NightRange) => void;
  /**
   * Puts focus on this night (a new object each time): after a block or unblock, whose panel or list
   * button is gone, focus returns to the range's first night instead of falling to the page.
   */
  focusNight?: { date: IsoDate } | null;
}

const KEY_MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
/** The WAI-ARIA date grid's other keys: a month (a year with Shift) back or on, the row's ends. */
const KEY_JUMPS: Record<string, (date: IsoDate, shift: boolean) => IsoDate> = {
  PageUp: (date, shift) => sameDayMonthsAway(date, shift ? -12 : -1),
  PageDown: (date, shift) => sameDayMonthsAway(date, shift ? 12 : 1),
  Home: startOfWeek,
  End: endOfWeek,
};
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The host's month view (issue 12): two months side by side on wide screens, one on phones. One tab
 * stop (the focused day); arrows move, PageUp/PageDown go a month back or on (Shift: a year),
 * Home/End to the row's first or last day, Enter or Space starts and ends a range of nights, Escape
 * drops it; a click does what Enter does. Each day's name says its date and state.
 */
export function CalendarMonths({
  first,
  last,
  initialFocus,
  night,
  chosen,
  onChoose,
  focusNight = null,
}: CalendarMonthsProps) {
  const wide = useWideScreen();
  const monthCount = wide ? 2 : 1;
  const [selection, setSelection] = useState<RangeSelection>({ focused: initialFocus, anchor: null });
  const [view, setView] = useState(() => firstOfMonth(initialFocus));
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const lastMonth = firstOfMonth(last);
  const bounds: SelectionBounds = { first, last, canMark: (date) => canMarkNight(night(date)) };

  // Keep the focused day on screen: it may have moved past the months shown.
  useEffect(() => {
    const next = windowHolding(view, selection.focused);
    if (next !== view) setView(next);
  }, [selection.focused, view]);
  const shown = firstShownMonth(view, selection.focused, monthCount);

  useEffect(() => {
    if (!moveFocus.current) return;
    const day = gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${selection.focused}"]`);
    // Not on screen yet (PageDown past the months shown): the next render, with its month, focuses it.
    if (!day) return;
    moveFocus.current = false;
    day.focus();
  });

  useEffect(() => {
    if (!focusNight) return;
    moveFocus.current = true;
    setSelection({ focused: laterDate(earlierDate(focusNight.date, last), first), anchor: null });
  }, [focusNight, first, last]);

  const dispatch = (action: RangeAction, focus = true) => {
    const step = nextSelection(selection, action, bounds);
    moveFocus.current = focus;
    setSelection(step.selection);
    if (step.chosen) onChoose(step.chosen);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    const jump = KEY_JUMPS[event.key];
    if (move !== undefined) dispatch({ type: 'move', days: move });
    else if (jump) dispatch({ type: 'focus', date: jump(selection.focused, event.shiftKey) });
    else if (event.key === 'Enter' || event.key === ' ') dispatch({ type: 'mark' });
    else if (event.key === 'Escape' && selection.anchor !== null) dispatch({ type: 'cancel' });
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const showMonth = (delta: number) => {
    const next = shiftMonth(shown, delta);
    if (monthCount >= 2) setView(next);
    const focused = laterDate(
      earlierDate(addDays(next, parseIsoDate(selection.focused).day - 1), last),
      first,
    );
    setSelection((current) => ({ ...current, focused: firstOfMonth(focused) === next ? focused : next }));
  };

  const months = Array.from({ length: monthCount }, (_, index) => shiftMonth(shown, index)).filter(
    (month) => !isDateAfter(month, lastMonth),
  );

  const inChosen = (date: IsoDate) =>
    chosen !== null && !isDateBefore(date, chosen.startDate) && isDateBefore(date, chosen.endDate);

  return (
    <div className={styles.months} ref={gridRef}>
      <div className={styles.monthNav}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => showMonth(-1)}
          disabled={!isDateAfter(shown, first)}
        >
          Previous month
        </Button>
        <p className={styles.hint} id="calendar-keys">
          Click or press Enter on the first night, then on the last night. Escape cancels. Page Up and Page
          Down change month, Home and End go to the start and end of the week.
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => showMonth(1)}
          disabled={!isDateBefore(shiftMonth(shown, monthCount - 1), lastMonth)}
        >
          Next month
        </Button>
      </div>
      <div className={styles.monthRow}>
        {months.map((month) => (
          <section key={month} className={styles.month} aria-labelledby={`month-${month}`}>
            <h3 id={`month-${month}`} className={styles.monthTitle}>
              {formatMonthYear(month)}
            </h3>
            <table
              role="grid"
              className={styles.grid}
              aria-labelledby={`month-${month}`}
              onKeyDown={onKeyDown}
            >
              <thead>
                <tr>
                  {WEEKDAYS.map((weekday) => (
                    <th key={weekday} scope="col" className={styles.weekday}>
                      {weekday}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(month).map((week, index) => (
                  <tr key={index}>
                    {week.map((date, day) =>
                      date === null || isDateBefore(date, first) || isDateAfter(date, last) ? (
                        <td key={day} className={styles.cell} />
                      ) : (
                        <Day
                          key={date}
                          info={night(date)}
                          focused={date === selection.focused}
                          anchor={date === selection.anchor}
                          pending={isInPendingRange(date, selection) || inChosen(date)}
                          onClick={() => dispatch({ type: 'mark', date })}
                          // Focus arriving by other means (a screen reader, a script) moves the grid's too.
                          onFocus={() => {
                            if (date !== selection.focused) dispatch({ type: 'focus', date }, false);
                          }}
                        />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </div>
  );
}

function Day({
  info,
  focused,
  anchor,
  pending,
  onClick,
  onFocus,
}: {
  info: NightInfo;
  focused: boolean;
  anchor: boolean;
  pending: boolean;
  onClick: () => void;
  onFocus: () => void;
}) {
  const kind = nightKind(info);
  const label = [describeNight(info), anchor ? 'range starts here' : pending ? 'in the range' : null]
    .filter(Boolean)
    .join(', ');
  return (
    <td role="gridcell" className={styles.cell} aria-selected={pending || anchor}>
      <button
        type="button"
        data-date={info.date}
        data-kind={kind}
        tabIndex={focused ? 0 : -1}
        aria-label={label}
        aria-describedby="calendar-keys"
        aria-disabled={!canMarkNight(info) || undefined}
        className={[
          styles.day,
          styles[kind],
          info.past && styles.past,
          info.conflicts.length > 0 && styles.conflict,
          info.requests.length > 0 && styles.requested,
          (pending || anchor) && styles.pending,
        ]
          .filter(Boolean)
          .join(' ')}
        onClick={onClick}
        onFocus={onFocus}
      >
        {parseIsoDate(info.date).day}
      </button>
    </td>
  );
}
