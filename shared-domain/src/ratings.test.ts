import { averageRating, formatRating, isValidRating, ratingStars } from './ratings';

describe('ratings', () => {
  it('averages ratings, null when there are none', () => {
    expect(averageRating([5, 4, 4])).toBeCloseTo(4.333, 3);
    expect(averageRating([])).toBeNull();
  });

  it('shows one decimal and rounded stars', () => {
    expect(formatRating(4.333)).toBe('4.3');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(null)).toBe('');
    expect(ratingStars(4.5)).toBe(5);
    expect(ratingStars(4.49)).toBe(4);
    expect(ratingStars(null)).toBe(0);
  });

  it('accepts whole ratings from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    for (const value of [0, 6, 4.5, '4', null, Number.NaN]) expect(isValidRating(value)).toBe(false);
  });
});
