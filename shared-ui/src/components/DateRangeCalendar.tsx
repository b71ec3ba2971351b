// The calendar of DateRangePicker, loaded only when the picker opens: react-day-picker stays out of
// the first load (the renter's 170 KB budget, e2e/perf/js-budget.spec.ts). Client-only: it is never
// rendered on the server (the picker renders closed there).
import { useState } from 'react';
import type { Locale } from 'date-fns';
import {
  DayButton as DefaultDayButton,
  DayPicker,
  type ChevronProps,
  type ClassNames,
  type DayButtonProps,
  type Modifiers,
} from 'react-day-picker';
import { isDateAfter, isoToLocalDate, localDateToIso } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pickerLocale } from './pickerLocale';
import {
  isDayAllowed,
  lastStartDay,
  type DateRangeValue,
  type RangeField,
  type RangeRules,
} from './rangeSelection';
import styles from './DateRangeCalendar.module.css';

export interface DateRangeCalendarProps {
  value: DateRangeValue;
  /** The field the next picked day goes to. */
  field: RangeField;
  rules: RangeRules;
  onPick: (date: IsoDate) => void;
  today: IsoDate;
  /** Month and day names, week start; default from the page's language (pickerLocale). */
  locale?: Locale;
}

/** Phones get one month; wider screens two side by side (the popup's CSS uses the same width). */
export const ONE_MONTH_QUERY = '(max-width: 600px)';

const CLASS_NAMES: Partial<ClassNames> = {
  root: styles.root,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.cell,
  day_button: styles.day,
  today: styles.today,
  disabled: styles.unavailable,
  range_start: styles.rangeStart,
  range_middle: styles.rangeMiddle,
  range_end: styles.rangeEnd,
  selected: styles.selected,
  hidden: styles.hidden,
};

function Chevron({ orientation, className }: ChevronProps) {
  return orientation === 'left' ? (
    <ChevronLeftIcon className={className} />
  ) : (
    <ChevronRightIcon className={className} />
  );
}

/**
 * A day keeps its IsoDate in data-date (tests and the e2e helpers find days by it), and an
 * unavailable day stays perceivable: aria-disabled, not the disabled attribute that would hide it
 * from the reading order. react-day-picker ignores clicks on disabled days either way.
 */
function DayButton({ disabled, ...props }: DayButtonProps) {
  return (
    <DefaultDayButton
      {...props}
      data-date={props.day.isoDate}
      aria-disabled={disabled || props.modifiers.disabled || undefined}
    />
  );
}

/** Said after a day's date: the chosen check-in stays "selected" while it cannot be a check-out. */
const dayState = (modifiers: Modifiers) =>
  modifiers.selected ? ', selected' : modifiers.disabled ? ', unavailable' : '';

const monthOf = (iso: IsoDate) => {
  const date = isoToLocalDate(iso);
  return new Date(date.getFullYear(), date.getMonth(), 1);
};

export default function DateRangeCalendar({
  value,
  field,
  rules,
  onPick,
  today,
  locale,
}: DateRangeCalendarProps) {
  const oneMonth = useMediaQuery(ONE_MONTH_QUERY);
  const [calendarLocale] = useState(
    () => locale ?? pickerLocale(document.documentElement.lang, navigator.language),
  );
  // While the check-out is chosen, the nights up to the hovered or focused day are tinted.
  const [pointed, setPointed] = useState<IsoDate | null>(null);
  const [initialMonth] = useState(() =>
    monthOf(value.start ?? (rules.min && isDateAfter(rules.min, today) ? rules.min : today)),
  );
  const lastDay = field === 'start' ? lastStartDay(rules) : rules.max;

  const isUnavailable = (date: Date) => !isDayAllowed(field, localDateToIso(date), value.start, rules);
  const inPreview = (date: Date) => {
    if (field !== 'end' || value.start === null || pointed === null) return false;
    const iso = localDateToIso(date);
    return (
      isDateAfter(iso, value.start) &&
      !isDateAfter(iso, pointed) &&
      isDayAllowed('end', pointed, value.start, rules)
    );
  };
  const point = (date: Date) => setPointed(localDateToIso(date));

  return (
    <DayPicker
      mode="range"
      selected={
        value.start
          ? { from: isoToLocalDate(value.start), to: value.end ? isoToLocalDate(value.end) : undefined }
          : undefined
      }
      // The picker decides what a click means (pickRangeDay): check-in first, then check-out.
      onSelect={(_range, date) => onPick(localDateToIso(date))}
      disabled={isUnavailable}
      modifiers={{ preview: inPreview }}
      modifiersClassNames={{ preview: styles.preview ?? '' }}
      onDayMouseEnter={point}
      onDayFocus={point}
      numberOfMonths={oneMonth ? 1 : 2}
      defaultMonth={initialMonth}
      startMonth={monthOf(rules.min ?? today)}
      endMonth={lastDay ? monthOf(lastDay) : undefined}
      navLayout="around"
      today={isoToLocalDate(today)}
      locale={calendarLocale}
      autoFocus
      classNames={CLASS_NAMES}
      components={{ Chevron, DayButton }}
      labels={{
        labelNext: () => 'Next month',
        labelPrevious: () => 'Previous month',
        labelDayButton: (date, modifiers, _options, dateLib) =>
          `${dateLib?.format(date, 'PPPP') ?? localDateToIso(date)}${dayState(modifiers)}`,
      }}
    />
  );
}
