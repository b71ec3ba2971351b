import { FACT_FILTER_PARAMS } from '@shoreline/shared-domain/factFilters';

/** The price bounds and the currency they were entered in (SearchFilters writes them together). */
export const PRICE_FILTER_PARAMS = ['minPrice', 'maxPrice', 'currency'] as const;

/**
 * The search URL without any filter (facts and price): "Clear all" in the filter sheet and "Clear
 * filters" when nothing matches. Place, dates and order stay: they are the search, not a filter.
 */
export function clearSearchFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...Object.values(FACT_FILTER_PARAMS), ...PRICE_FILTER_PARAMS]) next.delete(name);
  return next;
}
