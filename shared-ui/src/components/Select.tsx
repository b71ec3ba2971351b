import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './classNames';
import { useFieldIds } from './fieldIds';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectOwnProps {
  label: ReactNode;
  /** The choices; alternatively pass `<option>` children. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Choose a stay" (value ""). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Hide the label visually (it stays the accessible name), e.g. the header's currency select. */
  hideLabel?: boolean;
  wrapperClassName?: string;
}

export type SelectProps = SelectOwnProps & Omit<ComponentPropsWithRef<'select'>, keyof SelectOwnProps>;

/** A labelled native select: the platform's own keyboard and mobile pickers for free. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel = false,
  wrapperClassName,
  className,
  children,
  ...rest
}: SelectProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({
    id: rest.id,
    hasHint: Boolean(hint),
    hasError: Boolean(error),
    describedBy: rest['aria-describedby'],
  });
  return (
    <div className={cx(styles.field, wrapperClassName)}>
      <label className={cx(styles.label, hideLabel && styles.labelHidden)} htmlFor={controlId}>
        {label}
        {rest.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <select
        {...rest}
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : rest['aria-invalid']}
        className={cx(styles.control, styles.select, className)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
