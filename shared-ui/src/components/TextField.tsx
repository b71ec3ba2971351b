import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './classNames';
import { useFieldIds } from './fieldIds';
import styles from './Field.module.css';

interface TextFieldOwnProps {
  /** Visible label, always present (the control's accessible name). */
  label: ReactNode;
  /** Help below the control, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error below the control: sets aria-invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Class of the wrapper; `className` goes to the control. */
  wrapperClassName?: string;
}

export type TextInputProps = TextFieldOwnProps &
  Omit<ComponentPropsWithRef<'input'>, keyof TextFieldOwnProps> & { multiline?: false };

export type TextAreaProps = TextFieldOwnProps &
  Omit<ComponentPropsWithRef<'textarea'>, keyof TextFieldOwnProps> & { multiline: true };

export type TextFieldProps = TextInputProps | TextAreaProps;

/** A labelled text input, or a textarea with `multiline`. */
export function TextField(props: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({
    id: props.id,
    hasHint: Boolean(props.hint),
    hasError: Boolean(props.error),
    describedBy: props['aria-describedby'],
  });
  const shared = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': props.error ? true : props['aria-invalid'],
  };

  let control: ReactNode;
  if (props.multiline) {
    const { label: _l, hint: _h, error: _e, wrapperClassName: _w, multiline: _m, className, ...rest } = props;
    control = <textarea {...rest} {...shared} className={cx(styles.control, styles.textarea, className)} />;
  } else {
    const { label: _l, hint: _h, error: _e, wrapperClassName: _w, multiline: _m, className, ...rest } = props;
    control = <input type="text" {...rest} {...shared} className={cx(styles.control, className)} />;
  }

  return (
    <div className={cx(styles.field, props.wrapperClassName)}>
      <label className={styles.label} htmlFor={controlId}>
        {props.label}
        {props.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control}
      {props.hint && (
        <span id={hintId} className={styles.hint}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span id={errorId} className={styles.error}>
          {props.error}
        </span>
      )}
    </div>
  );
}
