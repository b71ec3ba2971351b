import type { AmenityId } from '@shoreline/shared-domain/amenities';
import {
  DEFAULT_CHECK_IN_FROM,
  DEFAULT_CHECK_OUT_BY,
  type HouseRules,
  type PropertyType,
  type TimeOfDay,
} from '@shoreline/shared-domain/listingFacts';
import type { IsoDate, Listing } from '@shoreline/shared-domain/types';

/**
 * The listing form as typed: the price and the counts stay text until shared-domain's
 * validateListing parses them ('' is a count the host has not chosen yet).
 */
export interface ListingFields {
  title: string;
  description: string;
  pricePerNight: string;
  address: string;
  city: string;
  country: string;
  availableFrom: IsoDate | null;
  availableTo: IsoDate | null;
  maxGuests: string;
  propertyType: PropertyType | '';
  bedrooms: string;
  beds: string;
  bathrooms: string;
  checkInFrom: TimeOfDay;
  checkOutBy: TimeOfDay;
  houseRules: HouseRules;
  amenities: readonly AmenityId[];
}

export type ListingFieldName = keyof ListingFields | 'photos';

/** Sets one field; stable across renders, so memoised sections keep their props equal. */
export type SetListingField = <K extends keyof ListingFields>(name: K, value: ListingFields[K]) => void;

export const NO_HOUSE_RULES: HouseRules = Object.freeze({
  petsAllowed: false,
  smokingAllowed: false,
  eventsAllowed: false,
  text: '',
});

/**
 * A new listing: the counts and the type are left empty so the host chooses them rather than
 * keeping a guess; the times start at the usual 15:00 / 11:00 and the rules at "not allowed".
 */
export const EMPTY_LISTING_FIELDS: ListingFields = {
  title: '',
  description: '',
  pricePerNight: '',
  address: '',
  city: '',
  country: '',
  availableFrom: null,
  availableTo: null,
  maxGuests: '',
  propertyType: '',
  bedrooms: '',
  beds: '',
  bathrooms: '',
  checkInFrom: DEFAULT_CHECK_IN_FROM,
  checkOutBy: DEFAULT_CHECK_OUT_BY,
  houseRules: NO_HOUSE_RULES,
  amenities: [],
};

/** The edit form prefilled from a saved listing. */
export function listingFieldsOf(listing: Listing): ListingFields {
  return {
    title: listing.title,
    description: listing.description,
    // 120 stays "120", 120.5 becomes "120.50": the way a price is written.
    pricePerNight: Number.isInteger(listing.pricePerNight)
      ? String(listing.pricePerNight)
      : listing.pricePerNight.toFixed(2),
    address: listing.address,
    city: listing.city,
    country: listing.country,
    availableFrom: listing.availableFrom,
    availableTo: listing.availableTo,
    maxGuests: String(listing.maxGuests),
    propertyType: listing.propertyType,
    bedrooms: String(listing.bedrooms),
    beds: String(listing.beds),
    bathrooms: String(listing.bathrooms),
    checkInFrom: listing.checkInFrom,
    checkOutBy: listing.checkOutBy,
    houseRules: listing.houseRules,
    amenities: listing.amenities,
  };
}
