import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Stack.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
}

/** Centres page content at the product's max width with side padding (16px on phones). */
export function Container({ className, children, ...rest }: ContainerProps) {
  return (
    <div {...rest} className={cx(styles.container, className)}>
      {children}
    </div>
  );
}
