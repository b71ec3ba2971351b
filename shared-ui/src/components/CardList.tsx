import { Children, type ReactNode } from 'react';
import { cx } from './classNames';
import styles from './CardList.module.css';

export interface CardListProps {
  /** One child per card; each is wrapped in an <li> (Children.map carries the children's keys over). */
  children: ReactNode;
  /** Columns at the widest breakpoint: 2 (default, from 900px) or 3 (2 from 540px, 3 from 900px). */
  maxColumns?: 2 | 3;
  'aria-label'?: string;
  /** E.g. the id of the surrounding `PageSection`'s heading. */
  'aria-labelledby'?: string;
  className?: string;
}

/** A responsive list of wide cards: one column on phones, two (or three) on wider screens. */
export function CardList({ children, maxColumns = 2, className, ...rest }: CardListProps) {
  return (
    <ul role="list" className={cx(styles.list, maxColumns === 3 && styles['max-3'], className)} {...rest}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className={styles.item}>{child}</li>
        ),
      )}
    </ul>
  );
}
