import { forwardRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { formatDisplayDate } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { cx } from './classNames';
import { useFieldIds } from './fieldIds';
import { CalendarIcon } from './icons';
import fieldStyles from './Field.module.css';
import styles from './DateRangePicker.module.css';

export interface DateRangeFieldProps {
  label: ReactNode;
  value: IsoDate | null;
  /** The calendar is open and the next picked day goes to this field. */
  active: boolean;
  expanded: boolean;
  popupId: string;
  disabled: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required: boolean;
  name?: string;
  onOpen: () => void;
  /** Escape on the field closes the open calendar. */
  onClose: () => void;
  /** Pointer or focus on the field: time to fetch the calendar's code. */
  onIntent: () => void;
}

// Keys that open the calendar; every other key is ignored except Tab (SPEC 5: no typing) and
// browser shortcuts with a modifier.
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * One end of the stay: a read-only combobox showing `Jul 1, 2026` that opens the range calendar
 * (click, Enter, Space or arrow keys) with this field to fill next.
 */
export const DateRangeField = forwardRef<HTMLInputElement, DateRangeFieldProps>(function DateRangeField(
  {
    label,
    value,
    active,
    expanded,
    popupId,
    disabled,
    hint,
    error,
    required,
    name,
    onOpen,
    onClose,
    onIntent,
  },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({
    hasHint: Boolean(hint),
    hasError: Boolean(error),
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Escape' && !expanded) return;
    event.preventDefault();
    if (OPEN_KEYS.has(event.key)) onOpen();
    else if (event.key === 'Escape') onClose();
  };

  return (
    <div className={fieldStyles.field}>
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
          ref={ref}
          id={controlId}
          type="text"
          // A read-only combobox opening a dialog (the APG date picker combobox): aria-expanded is
          // not allowed on a plain textbox.
          role="combobox"
          readOnly
          inputMode="none"
          autoComplete="off"
          value={value ? formatDisplayDate(value) : ''}
          placeholder="Select date"
          disabled={disabled}
          required={required}
          aria-haspopup="dialog"
          aria-expanded={expanded}
          aria-controls={expanded ? popupId : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cx(fieldStyles.control, styles.input, active && styles.active)}
          onClick={(event: MouseEvent<HTMLInputElement>) => {
            event.preventDefault();
            onOpen();
          }}
          onKeyDown={handleKeyDown}
          onFocus={onIntent}
          onPointerEnter={onIntent}
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
    </div>
  );
});
