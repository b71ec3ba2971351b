import type { ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Badge.module.css';

/** Statuses of bookings, reviews, host requests and listings, plus generic tones. */
export type BadgeStatus =
  'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired' | 'active' | 'inactive';
export type BadgeTone = BadgeStatus | 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const STATUS_LABELS: Record<BadgeStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
  active: 'Active',
  inactive: 'Inactive',
};

export interface BadgeProps {
  tone: BadgeTone;
  /** Defaults to the status name, e.g. "Pending" for tone "pending". */
  children?: ReactNode;
  className?: string;
}

/** A status pill; colour is never the only signal, the text always names the status. */
export function Badge({ tone, children, className }: BadgeProps) {
  const label = children ?? (tone in STATUS_LABELS ? STATUS_LABELS[tone as BadgeStatus] : null);
  return (
    <span className={cx(styles.badge, styles[tone], className)}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
