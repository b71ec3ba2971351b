// Search matching (SPEC 5): the API filters with the same rules in SQL; these are the reference the
// API's tests and the apps' client-side filtering compare against.
import { isDateAfter, isDateBefore, isIsoDate } from './dates';
import { NO_FACT_FILTERS, validateFactFilters, type FactFilters } from './factFilters';
import { validateSearchFilters } from './searchFilters';
import { CURRENCY_CODES, type CurrencyCode, type IsoDate, type Listing, type ListingSort } from './types';

export interface SearchCriteria {
  location?: string | null;
  checkin?: IsoDate | null;
  checkout?: IsoDate | null;
}

/** Search criteria after parsing: blanks and malformed dates become null. */
export interface ParsedSearch {
  location: string | null;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
  /** null: the default order (newest). */
  sort: ListingSort | null;
  /** Per night, in `currency`; both null when absent or invalid. */
  minPrice: number | null;
  maxPrice: number | null;
  /** The currency the price bounds were entered in; null without bounds. */
  currency: CurrencyCode | null;
  /** Guests, types of place, minimum bedrooms, amenities (issue 24); a bad one is dropped alone. */
  facts: FactFilters;
}

type Place = Pick<Listing, 'city' | 'country'>;
type Window = Pick<Listing, 'availableFrom' | 'availableTo'>;

/** Case-insensitive substring of city or country; a blank location matches everything. */
export function matchesLocation(listing: Place, location: string | null | undefined): boolean {
  const needle = (location ?? '').trim().toLocaleLowerCase();
  if (needle === '') return true;
  return (
    listing.city.toLocaleLowerCase().includes(needle) || listing.country.toLocaleLowerCase().includes(needle)
  );
}

/**
 * With both dates given, the listing's window must contain the stay: availableFrom on or before
 * check-in and availableTo on or after check-out. With either missing (or not a date), no filter.
 */
export function matchesDates(
  listing: Window,
  checkin: IsoDate | null | undefined,
  checkout: IsoDate | null | undefined,
): boolean {
  if (!isIsoDate(checkin) || !isIsoDate(checkout)) return true;
  return !isDateAfter(listing.availableFrom, checkin) && !isDateBefore(listing.availableTo, checkout);
}

export function matchesSearch(listing: Place & Window, criteria: SearchCriteria): boolean {
  return (
    matchesLocation(listing, criteria.location) && matchesDates(listing, criteria.checkin, criteria.checkout)
  );
}

/**
 * The facts filters of a URL, each read on its own: a hand-made link with one bad value (`guests=99`)
 * keeps its other filters instead of losing them all (the API would refuse the whole search).
 */
function parseFactFilters(params: { get(name: string): string | null }): FactFilters {
  const read = <K extends keyof FactFilters>(key: K, raw: Parameters<typeof validateFactFilters>[0]) => {
    const result = validateFactFilters(raw);
    return result.ok ? result.value[key] : NO_FACT_FILTERS[key];
  };
  return {
    guests: read('guests', { guests: params.get('guests') }),
    propertyTypes: read('propertyTypes', { type: params.get('type') }),
    minBedrooms: read('minBedrooms', { minBedrooms: params.get('minBedrooms') }),
    amenities: read('amenities', { amenities: params.get('amenities') }),
  };
}

/**
 * Normalises raw query parameters (`?location=&checkin=&checkout=`) into criteria: malformed dates
 * are dropped, and so is a check-out not after the check-in (the API refuses such a search).
 */
export function parseSearchParams(params: { get(name: string): string | null }): ParsedSearch {
  const location = params.get('location')?.trim() ?? '';
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  const validCheckin = isIsoDate(checkin) ? checkin : null;
  const validCheckout =
    isIsoDate(checkout) && (validCheckin === null || isDateAfter(checkout, validCheckin)) ? checkout : null;
  // Filters: an unknown sort falls back to the default, bad or inverted prices are dropped together.
  const sortOnly = validateSearchFilters({ sort: params.get('sort') });
  const sort = sortOnly.ok && params.get('sort') ? sortOnly.value.sort : null;
  const prices = validateSearchFilters({
    minPrice: params.get('minPrice'),
    maxPrice: params.get('maxPrice'),
  });
  const minPrice = prices.ok ? prices.value.minPrice : null;
  const maxPrice = prices.ok ? prices.value.maxPrice : null;
  const currencyText = params.get('currency');
  const currency =
    minPrice === null && maxPrice === null
      ? null
      : (CURRENCY_CODES.find((code) => code === currencyText) ?? 'EUR');
  return {
    location: location === '' ? null : location,
    checkin: validCheckin,
    checkout: validCheckout,
    sort,
    minPrice,
    maxPrice,
    currency,
    facts: parseFactFilters(params),
  };
}
