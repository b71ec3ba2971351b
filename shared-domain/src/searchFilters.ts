// Search filters and order (PRODUCT 21–23, issue 10): the API refuses bad values with these
// messages, and the search form checks the same rules so it never sends them.
import { MESSAGES } from './messages';
import { fail, succeed, type Result } from './result';
import { parseDecimalText } from './validation/parseDecimalText';
import type { ListingSort } from './types';

export const LISTING_SORTS: readonly ListingSort[] = Object.freeze([
  'newest',
  'price-asc',
  'price-desc',
  'top-rated',
]);
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';
/** Matches are counted up to this many; more reads "1000+ stays". */
export const SEARCH_TOTAL_CAP = 1000;

export interface SearchFilters {
  sort: ListingSort;
  /** Per night, in the chosen currency; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
}

/** Below a billion: a bound with more digits is a typing slip, and would overflow the query's numbers. */
const MAX_PRICE_BOUND = 999_999_999.99;

/** The same reading as a listing's price (shared-domain's parseDecimalText: "80,50" is 80.5). */
function parsePriceBound(value: string | null | undefined): Result<number | null> {
  const text = value?.trim() ?? '';
  if (text === '') return succeed(null);
  const parsed = parseDecimalText(text);
  if (!parsed.ok) {
    return fail(
      parsed.problem === 'too-many-decimals' ? MESSAGES.priceTooManyDecimals : MESSAGES.searchPriceInvalid,
      'price',
    );
  }
  return parsed.value > MAX_PRICE_BOUND ? fail(MESSAGES.searchPriceInvalid, 'price') : succeed(parsed.value);
}

/** Raw query values (blank = not given) to filters, or the message that says what is wrong. */
export function validateSearchFilters(raw: {
  sort?: string | null | undefined;
  minPrice?: string | null | undefined;
  maxPrice?: string | null | undefined;
}): Result<SearchFilters> {
  const sortText = raw.sort?.trim() || DEFAULT_LISTING_SORT;
  const sort = LISTING_SORTS.find((candidate) => candidate === sortText);
  if (!sort) return fail(MESSAGES.searchSortUnknown, 'sort');
  const min = parsePriceBound(raw.minPrice);
  if (!min.ok) return min;
  const max = parsePriceBound(raw.maxPrice);
  if (!max.ok) return max;
  if (min.value !== null && max.value !== null && min.value > max.value) {
    return fail(MESSAGES.searchPriceRangeInverted, 'price');
  }
  return succeed({ sort, minPrice: min.value, maxPrice: max.value });
}

/**
 * Price bounds entered in `code` as EUR bounds on the stored price. The client shows
 * round(eur × rate, 2), so a listing is shown at or above `min` exactly when eur × rate >= min − 0.005
 * (half a cent rounds up), and at or below `max` when eur × rate < max + 0.005.
 */
export function toEurPriceBounds(
  bounds: { minPrice: number | null; maxPrice: number | null },
  rate: number,
): { minEur: number | null; maxEur: number | null } {
  return {
    minEur: bounds.minPrice === null ? null : Math.max(0, bounds.minPrice - 0.005) / rate,
    maxEur: bounds.maxPrice === null ? null : (bounds.maxPrice + 0.005) / rate,
  };
}
