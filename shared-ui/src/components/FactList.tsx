import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './FactList.module.css';

export interface Fact {
  /** The term (`<dt>`), e.g. "Dates"; also the row's key, so unique within a list. */
  label: string;
  value: ReactNode;
}

export interface FactListProps extends HTMLAttributes<HTMLDListElement> {
  facts: readonly Fact[];
}

/** Label/value rows of a card or page (dates, total, requested on) as a `<dl>` that reflows into columns. */
export function FactList({ facts, className, ...rest }: FactListProps) {
  return (
    <dl {...rest} className={cx(styles.list, className)}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
