import { FACT_FILTER_PARAMS, factFilterParams, type FactFilters } from '@shoreline/shared-domain/factFilters';

/**
 * The search URL's parameters with these facts filters in place of the old ones: place, dates, price
 * and order are kept as they are, and a filter set back to "any" leaves the URL.
 */
export function setFactFilterParams(params: URLSearchParams, facts: FactFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(FACT_FILTER_PARAMS)) next.delete(name);
  for (const [name, value] of factFilterParams(facts)) next.set(name, value);
  // A new set of results starts from its first page.
  next.delete('cursor');
  return next;
}
