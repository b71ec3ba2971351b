import { cx } from './classNames';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** What is loading; announced to screen readers. */
  label?: string;
  size?: SpinnerSize;
  /** Show the label as text beside the ring (it is always announced). */
  showLabel?: boolean;
  /** Centre it in its own padded block, for a whole section or page that is loading. */
  block?: boolean;
  /** Purely visual (inside a busy button, which announces itself): no role, hidden from AT. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  label = 'Loading',
  size = 'md',
  showLabel = false,
  block = false,
  decorative = false,
  className,
}: SpinnerProps) {
  const classes = cx(styles.spinner, styles[size], block && styles.block, className);
  if (decorative) {
    return (
      <span className={cx(classes, styles.decorative)} aria-hidden="true">
        <span className={styles.ring} />
      </span>
    );
  }
  return (
    <span role="status" aria-label={label} className={classes}>
      <span className={styles.ring} aria-hidden="true" />
      {showLabel ? (
        <span className={styles.visibleLabel}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
