import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatDisplayDate, todayIso } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { Button } from './Button';
import { Calendar } from './Calendar';
import { firstSelectableFrom, type DateMatcher } from './calendarMonth';
import { cx } from './classNames';
import { useFieldIds } from './fieldIds';
import { CalendarIcon } from './icons';
import fieldStyles from './Field.module.css';
import styles from './DatePicker.module.css';

export type { DateMatcher } from './calendarMonth';

export interface DatePickerProps {
  label: ReactNode;
  /** The chosen day, `yyyy-MM-dd`, or null. */
  value: IsoDate | null;
  onChange: (value: IsoDate | null) => void;
  /** Earliest selectable day (SPEC 5: check-in from today). */
  min?: IsoDate;
  /** Latest selectable day. */
  max?: IsoDate;
  /** Days that cannot be chosen (announced as "unavailable"): a list or a predicate. */
  disabledDates?: DateMatcher;
  /** Whole control disabled, e.g. check-out until a check-in is chosen. */
  disabled?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Adds a hidden input carrying the IsoDate, for native form posts. */
  name?: string;
  id?: string;
  /** Offer a Clear button in the calendar. */
  clearable?: boolean;
  /** The day the calendar opens on when nothing is chosen (default: first selectable from today). */
  initialMonth?: IsoDate;
  /** Days after `rangeStart` up to the hovered/selected day are tinted (range pickers). */
  rangeStart?: IsoDate | null;
  /** Open the calendar aligned to the input's right edge (right-hand field of a pair). */
  alignEnd?: boolean;
  /** Overrides today (tests). */
  today?: IsoDate;
  wrapperClassName?: string;
}

// Keys that open the calendar from the input; every other key is ignored except Tab (SPEC 5: no
// typing) and browser shortcuts with a modifier.
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A date field that cannot be typed into: the read-only input shows `Jul 1, 2026` and opens a
 * calendar (click, Enter, Space or arrow keys). Choosing a day or pressing Escape closes it and
 * returns focus to the input.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  disabledDates,
  disabled = false,
  placeholder = 'Select date',
  hint,
  error,
  required = false,
  name,
  id,
  clearable = false,
  initialMonth,
  rangeStart,
  alignEnd = false,
  today,
  wrapperClassName,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupId = `sl-datepicker${useId()}`;
  const { controlId, hintId, errorId, describedBy } = useFieldIds({
    id,
    hasHint: Boolean(hint),
    hasError: Boolean(error),
  });
  const currentDay = today ?? todayIso();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const closeAndFocusInput = () => {
    setOpen(false);
    inputRef.current?.focus();
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    if (OPEN_KEYS.has(event.key)) setOpen(true);
    else if (event.key === 'Escape') setOpen(false);
  };

  const select = (date: IsoDate | null) => {
    onChange(date);
    closeAndFocusInput();
  };

  // Only while the calendar is open: scanning up to a year of days on every render of a closed
  // picker cost the server a millisecond per rendered page (and the browser as much per render).
  const startDay = open
    ? (value ?? firstSelectableFrom(initialMonth ?? currentDay, min, max, disabledDates))
    : undefined;

  return (
    <div
      ref={wrapperRef}
      className={cx(fieldStyles.field, styles.wrapper, wrapperClassName)}
      onBlur={(event) => {
        if (
          open &&
          !event.currentTarget.contains(event.relatedTarget as Node | null) &&
          event.relatedTarget
        ) {
          setOpen(false);
        }
      }}
    >
      <label className={fieldStyles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.inputWrap}>
        <input
          ref={inputRef}
          id={controlId}
          type="text"
          // A read-only combobox opening a dialog (the APG date picker combobox): aria-expanded is
          // not allowed on a plain textbox.
          role="combobox"
          readOnly
          inputMode="none"
          autoComplete="off"
          value={value ? formatDisplayDate(value) : ''}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cx(fieldStyles.control, styles.input)}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          onKeyDown={handleInputKeyDown}
          onPaste={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
        />
        <CalendarIcon className={styles.icon} />
        {name && <input type="hidden" name={name} value={value ?? ''} />}
      </div>
      {hint && (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      )}
      {open && (
        <div
          id={popupId}
          role="dialog"
          aria-modal="false"
          aria-label={typeof label === 'string' ? `Choose ${label.toLowerCase()}` : 'Choose date'}
          className={cx(styles.popup, alignEnd && styles.popupEnd)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            closeAndFocusInput();
          }}
        >
          <Calendar
            selected={value}
            onSelect={select}
            onEscape={closeAndFocusInput}
            min={min}
            max={max}
            disabled={disabledDates}
            initialFocus={startDay}
            rangeStart={rangeStart}
            rangeEnd={rangeStart ? value : null}
            autoFocus
            today={currentDay}
          />
          {clearable && value && (
            <div className={styles.footer}>
              <Button variant="ghost" size="sm" onClick={() => select(null)}>
                Clear
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
