import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from 'date-fns';
import { todayIso } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { Button } from './Button';
import { CalendarLoadBoundary } from './CalendarLoadBoundary';
import { cx } from './classNames';
import { DateRangeField } from './DateRangeField';
import { pickRangeDay, type DateMatcher, type DateRangeValue, type RangeField } from './rangeSelection';
import styles from './DateRangePicker.module.css';

export type { DateMatcher, DateRangeValue } from './rangeSelection';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  startLabel?: string;
  endLabel?: string;
  /** Earliest start day (SPEC 5: today, or the earliest free date). */
  min?: IsoDate;
  /** Latest start day; defaults to the day before `max`. */
  startMax?: IsoDate;
  /** Latest end day (e.g. availableTo). */
  max?: IsoDate;
  /** Days neither field may take. */
  disabledDates?: DateMatcher;
  /** Extra rule for the start, e.g. `(d) => isCheckInDisabled(d, availability, today)`. */
  isStartDisabled?: (date: IsoDate) => boolean;
  /**
   * Extra rule for the end given the start, e.g. `(d, s) => isCheckOutDisabled(d, s, availability,
   * today)`: it decides the whole stay, so a listing refuses one across a booked night here.
   */
  isEndDisabled?: (date: IsoDate, start: IsoDate | null) => boolean;
  /** The end field stays disabled until a start is chosen (SPEC 5); default true. */
  endRequiresStart?: boolean;
  /** Shown under the disabled end field, e.g. MESSAGES.checkInFirst. */
  endDisabledHint?: ReactNode;
  startError?: ReactNode;
  endError?: ReactNode;
  /** Hidden inputs with these names carry the IsoDates. */
  startName?: string;
  endName?: string;
  required?: boolean;
  /** Offer a Clear button in the calendar. */
  clearable?: boolean;
  /** Month and day names and the first day of the week; default en-US or en-GB from the page's lang. */
  locale?: Locale;
  today?: IsoDate;
  className?: string;
}

// The calendar (react-day-picker) is fetched when the picker is about to open, never in the first
// load. A failed fetch is retried on the next opening rather than cached as failed.
let calendarModule: ReturnType<typeof importCalendar> | null = null;
function importCalendar() {
  return import(/* webpackChunkName: "date-range-calendar" */ './DateRangeCalendar');
}
function loadCalendar() {
  calendarModule ??= importCalendar().catch((error: unknown) => {
    calendarModule = null;
    throw error;
  });
  return calendarModule;
}
// React.lazy keeps a failed load for good: Retry (CalendarLoadBoundary) makes a new one.
let LazyCalendar = lazy(loadCalendar);
const retryCalendar = () => {
  LazyCalendar = lazy(loadCalendar);
};

/** The least room kept between the popup and the window's edges. */
const POPUP_MARGIN_PX = 8;

/**
 * A stay picked on one range calendar: two read-only fields (check-in, check-out) open the same
 * popup; the first day picked is the check-in, the next one the check-out, which closes it. Days a
 * field may not take are announced as unavailable and cannot be picked (rangeSelection.ts). Escape
 * or a click outside closes it and focus returns to the field that opened it.
 */
export function DateRangePicker({
  value,
  onChange,
  startLabel = 'Check-in',
  endLabel = 'Check-out',
  min,
  startMax,
  max,
  disabledDates,
  isStartDisabled,
  isEndDisabled,
  endRequiresStart = true,
  endDisabledHint,
  startError,
  endError,
  startName,
  endName,
  required = false,
  clearable = false,
  locale,
  today,
  className,
}: DateRangePickerProps) {
  const [field, setField] = useState<RangeField | null>(null);
  const [shift, setShift] = useState(0);
  const [, setLoadAttempt] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<RangeField>('start');
  const popupId = `sl-daterange${useId()}`;
  const open = field !== null;
  // A check-out waits for a check-in: one the form refused leaves the calendar on the check-in.
  const filling: RangeField | null = field === 'end' && value.start === null ? 'start' : field;
  const endDisabled = endRequiresStart && value.start === null;
  const rules = { min, startMax, max, disabledDates, isStartDisabled, isEndDisabled };

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setField(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  // The popup is wider than a sidebar's fields (two months) or than a phone's form (one month): move
  // it sideways to stay within the window, never to make the page scroll sideways.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    const popup = popupRef.current;
    if (!open || !wrapper || !popup) return;
    const { left } = wrapper.getBoundingClientRect();
    const room = document.documentElement.clientWidth - POPUP_MARGIN_PX;
    const overflow = Math.max(0, left + popup.offsetWidth - room);
    setShift(Math.min(overflow, Math.max(0, left - POPUP_MARGIN_PX)));
  }, [open]);

  const fieldRef = (which: RangeField) => (which === 'start' ? startRef : endRef);
  const openFor = (which: RangeField) => {
    if (!open) openerRef.current = which;
    setField(which);
  };
  const close = (focus: RangeField | null) => {
    setField(null);
    if (focus) fieldRef(focus).current?.focus();
  };

  const pick = (date: IsoDate) => {
    if (filling === null) return;
    const picked = pickRangeDay(value, filling, date, rules);
    onChange(picked.value);
    if (picked.next === null) close('end');
    else setField(picked.next);
  };

  const activeLabel = filling === 'end' ? endLabel : startLabel;

  return (
    <div
      ref={wrapperRef}
      className={cx(styles.range, className)}
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null;
        if (open && to && !event.currentTarget.contains(to)) setField(null);
      }}
    >
      <DateRangeField
        ref={startRef}
        label={startLabel}
        value={value.start}
        active={filling === 'start'}
        expanded={open}
        popupId={popupId}
        disabled={false}
        error={startError}
        required={required}
        name={startName}
        onOpen={() => openFor('start')}
        onClose={() => close(null)}
        onIntent={() => void loadCalendar().catch(() => undefined)}
      />
      <DateRangeField
        ref={endRef}
        label={endLabel}
        value={value.end}
        active={filling === 'end'}
        expanded={open}
        popupId={popupId}
        disabled={endDisabled}
        hint={endDisabled ? endDisabledHint : undefined}
        error={endError}
        required={required}
        name={endName}
        onOpen={() => openFor('end')}
        onClose={() => close(null)}
        onIntent={() => void loadCalendar().catch(() => undefined)}
      />
      {filling !== null && (
        <div
          ref={popupRef}
          id={popupId}
          role="dialog"
          aria-modal="false"
          aria-label={`Choose ${activeLabel.toLowerCase()}`}
          className={styles.popup}
          style={shift ? { left: -shift } : undefined}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            close(openerRef.current);
          }}
        >
          <CalendarLoadBoundary
            onRetry={() => {
              retryCalendar();
              // Render again, with the new lazy calendar.
              setLoadAttempt((attempt) => attempt + 1);
            }}
          >
            <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
              <LazyCalendar
                value={value}
                field={filling}
                rules={rules}
                onPick={pick}
                today={today ?? todayIso()}
                locale={locale}
              />
            </Suspense>
          </CalendarLoadBoundary>
          {clearable && (value.start || value.end) && (
            <div className={styles.footer}>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChange({ start: null, end: null });
                  close('start');
                }}
              >
                Clear
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
