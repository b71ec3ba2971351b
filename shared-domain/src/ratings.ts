// Average ratings (SPEC 9): approved reviews only, shown with one decimal, stars rounded.
import { RATING_DECIMALS, RATING_MAX, RATING_MIN } from './constants';

/** Mean of the ratings, or null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

/** `4.5` for 4.5, `4.0` for 4; empty string for no rating. */
export function formatRating(average: number | null): string {
  return average === null ? '' : average.toFixed(RATING_DECIMALS);
}

/** Whole stars to fill, within the scale. */
export function ratingStars(average: number | null): number {
  if (average === null) return 0;
  return Math.min(RATING_MAX, Math.max(0, Math.round(average)));
}

export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}
