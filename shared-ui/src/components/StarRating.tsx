import { RATING_MAX } from '@shoreline/shared-domain/constants';
import { formatRating, ratingStars } from '@shoreline/shared-domain/ratings';
import { cx } from './classNames';
import { Star } from './Star';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  /** Average of the approved reviews; null when there are none. */
  value: number | null;
  /** Number of approved reviews, shown in parentheses. */
  count?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Shown instead of stars when there is no rating yet. */
  emptyText?: string;
  className?: string;
}

const reviewsWord = (count: number) => (count === 1 ? 'review' : 'reviews');

/** Average rating: stars rounded to whole, the value with one decimal and the count, `4.3 (12)`. */
export function StarRating({
  value,
  count,
  size = 'sm',
  emptyText = 'No reviews yet',
  className,
}: StarRatingProps) {
  const classes = cx(styles.rating, size !== 'sm' && styles[size], className);
  if (value === null || count === 0) {
    return <span className={cx(classes, styles.none)}>{emptyText}</span>;
  }
  const text = formatRating(value);
  const filled = ratingStars(value);
  const label =
    count === undefined
      ? `Rated ${text} out of ${RATING_MAX}`
      : `Rated ${text} out of ${RATING_MAX} from ${count} ${reviewsWord(count)}`;
  return (
    <span className={classes} role="img" aria-label={label}>
      <span className={styles.stars}>
        {Array.from({ length: RATING_MAX }, (_, index) => (
          <Star key={index} filled={index < filled} />
        ))}
      </span>
      <span className={styles.value}>{count === undefined ? text : `${text} (${count})`}</span>
    </span>
  );
}
