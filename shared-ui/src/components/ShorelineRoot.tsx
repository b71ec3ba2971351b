import type { HTMLAttributes, ReactNode } from 'react';
import '../styles/tokens.css';
import { cx } from './classNames';

export interface ShorelineRootProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
}

/**
 * Loads the design tokens and applies the base reset (`.sl-root`) to its subtree. The shell wraps its
 * whole page in it; a remote's standalone harness does the same. Nothing outside it is restyled.
 */
export function ShorelineRoot({ className, children, ...rest }: ShorelineRootProps) {
  return (
    <div {...rest} className={cx('sl-root', className)}>
      {children}
    </div>
  );
}
