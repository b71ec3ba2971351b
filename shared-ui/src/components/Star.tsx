import { cx } from './classNames';
import styles from './StarRating.module.css';

/** One decorative star, filled or outlined. */
export function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className={cx(styles.star, filled ? styles.filled : styles.empty)}
      viewBox="0 0 24 24"
      strokeWidth={1.5}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-filled={filled}
    >
      <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
