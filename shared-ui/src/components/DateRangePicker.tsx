import type { ReactNode } from 'react';
import { addDays, isDateAfter } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { matches, type DateMatcher } from './calendarMonth';
import { cx } from './classNames';
import { DatePicker } from './DatePicker';
import styles from './DateRangePicker.module.css';

export interface DateRangeValue {
  start: IsoDate | null;
  end: IsoDate | null;
}

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
  /** Extra rule for the end given the start, e.g. `(d, s) => isCheckOutDisabled(d, s, availability, today)`. */
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
  clearable?: boolean;
  today?: IsoDate;
  className?: string;
}

/**
 * Two DatePickers wired as a stay: the end must be after the start (its first day is the day after),
 * and choosing a new start clears an end that is not after it (SPEC 5).
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
  today,
  className,
}: DateRangePickerProps) {
  const endDisabled = endRequiresStart && value.start === null;
  const startDisabledDates = (date: IsoDate) =>
    matches(disabledDates, date) || Boolean(isStartDisabled?.(date));
  const endDisabledDates = (date: IsoDate) =>
    matches(disabledDates, date) || Boolean(isEndDisabled?.(date, value.start));
  const endMin = value.start ? addDays(value.start, 1) : min;

  return (
    <div className={cx(styles.range, className)}>
      <DatePicker
        label={startLabel}
        value={value.start}
        onChange={(start) => {
          const keepEnd = start !== null && value.end !== null && isDateAfter(value.end, start);
          onChange({ start, end: keepEnd ? value.end : null });
        }}
        min={min}
        max={startMax ?? (max ? addDays(max, -1) : undefined)}
        disabledDates={startDisabledDates}
        error={startError}
        name={startName}
        required={required}
        clearable={clearable}
        initialMonth={value.start ?? undefined}
        today={today}
      />
      <DatePicker
        label={endLabel}
        value={value.end}
        onChange={(end) => onChange({ start: value.start, end })}
        min={endMin}
        max={max}
        disabledDates={endDisabledDates}
        disabled={endDisabled}
        hint={endDisabled ? endDisabledHint : undefined}
        error={endError}
        name={endName}
        required={required}
        clearable={clearable}
        initialMonth={value.end ?? endMin}
        rangeStart={value.start}
        alignEnd
        today={today}
      />
    </div>
  );
}
