import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Card.module.css';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: an `article` for a self-contained item, `section` for a titled part of a page. */
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: CardPadding;
  /** Hover elevation and a focus ring when something inside has focus (clickable cards). */
  interactive?: boolean;
  children?: ReactNode;
}

export function Card({
  as: Tag = 'div',
  padding = 'md',
  interactive = false,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag
      {...rest}
      className={cx(styles.card, styles[`padding-${padding}`], interactive && styles.interactive, className)}
    >
      {children}
    </Tag>
  );
}
