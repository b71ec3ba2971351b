import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './CardActions.module.css';

export interface CardActionsProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

/**
 * The buttons at the foot of a card or a form, right-aligned; they wrap onto more lines on phones and,
 * in a card stretched to its row's height, sit at the bottom so neighbouring cards line up.
 */
export function CardActions({ className, children, ...rest }: CardActionsProps) {
  return (
    <div {...rest} className={cx(styles.actions, className)}>
      {children}
    </div>
  );
}
