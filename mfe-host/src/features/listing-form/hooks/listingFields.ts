import type { IsoDate, Listing } from '@shoreline/shared-domain/types';

/** The listing form as typed: the price stays text until shared-domain's validateListing parses it. */
export interface ListingFields {
  title: string;
  description: string;
  pricePerNight: string;
  address: string;
  city: string;
  country: string;
  availableFrom: IsoDate | null;
  availableTo: IsoDate | null;
}

export type ListingFieldName = keyof ListingFields | 'photos';

export const EMPTY_LISTING_FIELDS: ListingFields = {
  title: '',
  description: '',
  pricePerNight: '',
  address: '',
  city: '',
  country: '',
  availableFrom: null,
  availableTo: null,
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
  };
}
