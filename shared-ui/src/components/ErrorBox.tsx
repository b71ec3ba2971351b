import type { ReactNode } from 'react';
import { ActionButton, type ActionSpec } from './actionSpec';
import { cx } from './classNames';
import { AlertIcon } from './icons';
import styles from './MessageBox.module.css';

export interface ErrorBoxProps {
  /** The message, e.g. MESSAGES.listingsFetchFailed. */
  message?: ReactNode;
  /** Optional bold first line above the message. */
  title?: ReactNode;
  /** e.g. `{ label: 'Retry', onClick: refetch }` or `{ label: 'Return to Home', href: '/' }`. */
  action?: ActionSpec;
  children?: ReactNode;
  className?: string;
}

/** A failure the user should notice now: role="alert", so it is announced as it appears. */
export function ErrorBox({ message, title, action, children, className }: ErrorBoxProps) {
  return (
    <div role="alert" className={cx(styles.box, styles.error, className)}>
      <div className={styles.row}>
        <AlertIcon className={styles.icon} />
        <div className={styles.body}>
          {title && <p className={styles.title}>{title}</p>}
          {message && <p className={styles.text}>{message}</p>}
          {children}
        </div>
      </div>
      {action && (
        <div className={styles.actions}>
          <ActionButton action={action} defaultVariant="secondary" />
        </div>
      )}
    </div>
  );
}
