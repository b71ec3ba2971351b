// The facts filters of search (issue 24): how many guests, which types of place, at least how many
// bedrooms, which amenities (every one chosen must be present). In the URL and the API's query as
// `guests=4&type=house,villa&minBedrooms=2&amenities=wifi,parking`; the API refuses bad values with
// these messages and the filter sheet checks the same rules so it never sends them.
import { isAmenityId, sortAmenityIds, type AmenityId } from './amenities';
import { isPropertyType, MAX_BEDROOMS, MAX_GUESTS, PROPERTY_TYPES, type PropertyType } from './listingFacts';
import { MESSAGES } from './messages';
import { fail, succeed, type Result } from './result';

export interface FactFilters {
  /** Adults + children who must fit; null: any. */
  guests: number | null;
  /** Any of these types; empty: any type. In PROPERTY_TYPES order. */
  propertyTypes: PropertyType[];
  minBedrooms: number | null;
  /** All of these; in catalogue order. */
  amenities: AmenityId[];
}

export const NO_FACT_FILTERS: Readonly<FactFilters> = Object.freeze({
  guests: null,
  propertyTypes: [],
  minBedrooms: null,
  amenities: [],
});

/** The query parameter of each filter. */
export const FACT_FILTER_PARAMS = Object.freeze({
  guests: 'guests',
  propertyTypes: 'type',
  minBedrooms: 'minBedrooms',
  amenities: 'amenities',
} as const);

function readWhole(text: string | null | undefined, min: number, max: number): number | null | 'bad' {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  if (!/^\d{1,3}$/.test(trimmed)) return 'bad';
  const number = Number(trimmed);
  return number >= min && number <= max ? number : 'bad';
}

function readList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Raw query values (blank = not given) to filters, or the message that says what is wrong. */
export function validateFactFilters(raw: {
  guests?: string | null | undefined;
  type?: string | null | undefined;
  minBedrooms?: string | null | undefined;
  amenities?: string | null | undefined;
}): Result<FactFilters> {
  const guests = readWhole(raw.guests, 1, MAX_GUESTS);
  if (guests === 'bad') return fail(MESSAGES.searchGuestsInvalid, 'guests');
  const minBedrooms = readWhole(raw.minBedrooms, 0, MAX_BEDROOMS);
  if (minBedrooms === 'bad') return fail(MESSAGES.searchBedroomsInvalid, 'minBedrooms');
  const types = readList(raw.type);
  if (!types.every(isPropertyType)) return fail(MESSAGES.searchPropertyTypeUnknown, 'type');
  const amenities = readList(raw.amenities);
  if (!amenities.every(isAmenityId)) return fail(MESSAGES.searchAmenityUnknown, 'amenities');
  return succeed({
    guests,
    propertyTypes: PROPERTY_TYPES.filter((type) => types.includes(type)),
    minBedrooms: minBedrooms === 0 ? null : minBedrooms,
    amenities: sortAmenityIds(amenities),
  });
}

/** How many filters are on: the "Filters (3)" count (each amenity counts once). */
export function countFactFilters(filters: FactFilters): number {
  return (
    (filters.guests === null ? 0 : 1) +
    (filters.propertyTypes.length > 0 ? 1 : 0) +
    (filters.minBedrooms === null ? 0 : 1) +
    filters.amenities.length
  );
}

/** The filters as query parameters (only those that are on), in a stable order for cache keys. */
export function factFilterParams(filters: FactFilters): [string, string][] {
  const params: [string, string][] = [];
  if (filters.guests !== null) params.push([FACT_FILTER_PARAMS.guests, String(filters.guests)]);
  if (filters.propertyTypes.length > 0)
    params.push([FACT_FILTER_PARAMS.propertyTypes, filters.propertyTypes.join(',')]);
  if (filters.minBedrooms !== null)
    params.push([FACT_FILTER_PARAMS.minBedrooms, String(filters.minBedrooms)]);
  if (filters.amenities.length > 0) params.push([FACT_FILTER_PARAMS.amenities, filters.amenities.join(',')]);
  return params;
}
