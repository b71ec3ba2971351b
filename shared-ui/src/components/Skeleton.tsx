import type { CSSProperties } from 'react';
import { cx } from './classNames';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** CSS length or pixels. Text defaults to the full width, rect to 100% x 12rem. */
  width?: string | number;
  height?: string | number;
  /** Several text lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shape while content loads. Hidden from assistive technology: pair it with a Spinner
 * or an aria-busy container that says what is loading.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const size: CSSProperties = {
    width: width ?? (variant === 'circle' ? '2.5rem' : '100%'),
    height: height ?? (variant === 'rect' ? '12rem' : variant === 'circle' ? '2.5rem' : undefined),
  };
  if (variant === 'text' && lines > 1) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" data-testid="skeleton">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.skeleton, styles.text)}
            style={{ ...size, width: index === lines - 1 ? '60%' : size.width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={cx(styles.skeleton, styles[variant], className)}
      style={size}
      aria-hidden="true"
      data-testid="skeleton"
    />
  );
}
