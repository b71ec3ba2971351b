// The facts a renter chooses a stay by (issue 24): how many guests fit, the kind of place, its rooms,
// arrival and departure times and house rules. Limits live here once; the host's form, the API and
// the search filters read them.
import type { AmenityId } from './amenities';

export const PROPERTY_TYPES = ['house', 'flat', 'villa', 'cottage', 'room', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = Object.freeze({
  house: 'House',
  flat: 'Flat',
  villa: 'Villa',
  cottage: 'Cottage',
  room: 'Room',
  other: 'Other',
});

export function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === 'string' && (PROPERTY_TYPES as readonly string[]).includes(value);
}

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 16;
export const MAX_BEDROOMS = 20;
/** A room with a sofa bed only may have no bed counted; a place with more than 40 beds is a hostel. */
export const MAX_BEDS = 40;
/** Bathrooms in halves (a toilet and basin without shower is a half). */
export const MAX_BATHROOMS = 20;
export const MAX_HOUSE_RULES_LENGTH = 1000;
/** Infants (under 2) are not counted against a listing's maximum but still have a limit per booking. */
export const MAX_INFANTS = 5;

/** A time of day, `HH:mm` (24 h), local to the listing. */
export type TimeOfDay = string;
export const DEFAULT_CHECK_IN_FROM: TimeOfDay = '15:00';
export const DEFAULT_CHECK_OUT_BY: TimeOfDay = '11:00';

export interface HouseRules {
  petsAllowed: boolean;
  smokingAllowed: boolean;
  eventsAllowed: boolean;
  /** The host's own words, at most MAX_HOUSE_RULES_LENGTH characters; '' when none. */
  text: string;
}

/** The facts of a listing, as the API sends them and the host's form edits them. */
export interface ListingFacts {
  maxGuests: number;
  propertyType: PropertyType;
  bedrooms: number;
  beds: number;
  /** In halves: 1.5 is a bathroom and a toilet. */
  bathrooms: number;
  checkInFrom: TimeOfDay;
  checkOutBy: TimeOfDay;
  houseRules: HouseRules;
  /** In catalogue order (amenities.ts), no repeats. */
  amenities: AmenityId[];
}

/** What a result card shows of a listing's facts. */
export type ListingCardFacts = Pick<
  ListingFacts,
  'maxGuests' | 'propertyType' | 'bedrooms' | 'beds' | 'bathrooms'
>;

/** Who is coming on a booking. Adults and children count against the listing's maximum; infants do not. */
export interface GuestCounts {
  adults: number;
  children: number;
  infants: number;
  pets: boolean;
}

/** The people counted against a listing's maximum guests. */
export function countedGuests(guests: Pick<GuestCounts, 'adults' | 'children'>): number {
  return guests.adults + guests.children;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function formatBathrooms(count: number): string {
  // "1.5 baths": halves keep one decimal, whole numbers none.
  const text = Number.isInteger(count) ? String(count) : count.toFixed(1);
  return `${text} ${count === 1 ? 'bath' : 'baths'}`;
}

/** "4 guests · 2 bedrooms · 3 beds · 1.5 baths": the summary under a listing's title and on cards. */
export function formatFactsSummary(facts: ListingCardFacts): string {
  return [
    plural(facts.maxGuests, 'guest', 'guests'),
    plural(facts.bedrooms, 'bedroom', 'bedrooms'),
    plural(facts.beds, 'bed', 'beds'),
    formatBathrooms(facts.bathrooms),
  ].join(' · ');
}

/** "2 adults, 1 child, 1 infant, pets": who is coming, as the host's request and booking cards say it. */
export function formatGuestCounts(guests: GuestCounts): string {
  const parts = [plural(guests.adults, 'adult', 'adults')];
  if (guests.children > 0) parts.push(plural(guests.children, 'child', 'children'));
  if (guests.infants > 0) parts.push(plural(guests.infants, 'infant', 'infants'));
  if (guests.pets) parts.push('pets');
  return parts.join(', ');
}
