import { Children, type ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Grid.module.css';

export interface GridProps {
  /** One child per cell; each is wrapped in an <li> (Children.map carries the children's keys over). */
  children: ReactNode;
  /** Columns at the widest breakpoint: 4 (default, SPEC 2), or fewer for narrow content. */
  maxColumns?: 2 | 3 | 4;
  /** Names the list for screen readers, e.g. "Search results". */
  'aria-label'?: string;
  className?: string;
}

/** A responsive list of cards: 4 / 3 / 2 / 1 columns from widest to 360px. */
export function Grid({ children, maxColumns = 4, className, ...rest }: GridProps) {
  return (
    <ul
      role="list"
      className={cx(styles.grid, maxColumns !== 4 && styles[`max-${maxColumns}`], className)}
      {...rest}
    >
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className={styles.item}>{child}</li>
        ),
      )}
    </ul>
  );
}
