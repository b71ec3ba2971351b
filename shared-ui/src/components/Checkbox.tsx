import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './classNames';
import { useFieldIds } from './fieldIds';
import styles from './Field.module.css';

interface CheckboxOwnProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  wrapperClassName?: string;
}

export type CheckboxProps = CheckboxOwnProps &
  Omit<ComponentPropsWithRef<'input'>, keyof CheckboxOwnProps | 'type'>;

/** A native checkbox with its label beside it; the whole row is the click target. */
export function Checkbox({ label, hint, error, wrapperClassName, className, ...rest }: CheckboxProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({
    id: rest.id,
    hasHint: Boolean(hint),
    hasError: Boolean(error),
    describedBy: rest['aria-describedby'],
  });
  return (
    <div className={cx(styles.field, wrapperClassName)}>
      <label className={styles.checkRow} htmlFor={controlId}>
        <input
          {...rest}
          type="checkbox"
          id={controlId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : rest['aria-invalid']}
          className={cx(styles.checkbox, className)}
        />
        <span className={styles.checkLabel}>{label}</span>
      </label>
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
