import type { ReactNode } from 'react';
import { ActionButton, type ActionSpec } from './actionSpec';
import { cx } from './classNames';
import { WaveIcon } from './icons';
import styles from './MessageBox.module.css';

export interface EmptyStateProps {
  /** e.g. MESSAGES.noListingsFound */
  title: ReactNode;
  /** e.g. MESSAGES.tryAdjustingSearch */
  text?: ReactNode;
  /** e.g. `{ label: MESSAGES.createFirstListing, href: paths.newListing() }` */
  action?: ActionSpec;
  /** Replaces the default wave illustration. */
  icon?: ReactNode;
  /** Heading level of the title: 2 on a page of its own, 3 inside a section. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, text, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.box, styles.empty, className)}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon ?? <WaveIcon />}
      </span>
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {text && <p className={styles.emptyText}>{text}</p>}
      {action && (
        <div className={styles.actions}>
          <ActionButton action={action} defaultVariant="primary" />
        </div>
      )}
    </div>
  );
}
