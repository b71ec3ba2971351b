import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Stack.module.css';

export type StackGap = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: 'vertical' | 'horizontal';
  /** A step of the spacing scale (--sl-space-N). */
  gap?: StackGap;
  align?: 'start' | 'center' | 'end' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Let horizontal items wrap on narrow screens. */
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'nav' | 'header' | 'footer' | 'main';
  children?: ReactNode;
}

/** Flex layout with token spacing: vertical by default. */
export function Stack({
  direction = 'vertical',
  gap = 4,
  align,
  justify,
  wrap = false,
  as: Tag = 'div',
  className,
  children,
  ...rest
}: StackProps) {
  return (
    <Tag
      {...rest}
      className={cx(
        styles.stack,
        styles[direction],
        styles[`gap-${gap}`],
        align && styles[`align-${align}`],
        justify && styles[`justify-${justify}`],
        wrap && styles.wrap,
        className,
      )}
    >
      {children}
    </Tag>
  );
}
