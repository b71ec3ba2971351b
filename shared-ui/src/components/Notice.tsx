import type { ReactNode } from 'react';
import { ActionButton, type ActionSpec } from './actionSpec';
import { cx } from './classNames';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';
import styles from './MessageBox.module.css';

export type NoticeTone = 'success' | 'info' | 'warning';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ActionSpec;
  /** Shows a close button labelled "Dismiss". */
  onDismiss?: () => void;
  className?: string;
}

const ICONS = { success: CheckIcon, info: InfoIcon, warning: AlertIcon } as const;

/** A banner that informs without interrupting (role="status", announced politely). */
export function Notice({ tone = 'info', title, children, action, onDismiss, className }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div role="status" className={cx(styles.box, styles[tone], className)}>
      <div className={styles.row}>
        <Icon className={styles.icon} />
        <div className={styles.body}>
          {title && <p className={styles.title}>{title}</p>}
          {children && <div className={styles.text}>{children}</div>}
        </div>
        {onDismiss && (
          <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss">
            <CloseIcon />
          </button>
        )}
      </div>
      {action && (
        <div className={styles.actions}>
          <ActionButton action={action} defaultVariant="secondary" />
        </div>
      )}
    </div>
  );
}
