// The first API requests of the pages whose data is prefetched, built in one place: the remotes' data
// layers call these, and so does the early prefetch of a page's data (`routeData.ts`: on opening a
// public page, and on a link's hover or focus), so both ask for byte-identical URLs and the page finds
// its data already on the way.
import { FEATURED_LISTINGS } from '@shoreline/shared-domain/constants';
import type { FactFilters } from '@shoreline/shared-domain/factFilters';
import type { CurrencyCode, IsoDate, ListingSort } from '@shoreline/shared-domain/types';
import { apiUrl } from './apiUrl';

/** Cards per search page: a whole number of rows at 4, 3 and 2 columns. */
export const SEARCH_PAGE_SIZE = 12;

export interface ListingQuery {
  location?: string | null;
  checkin?: IsoDate | null;
  checkout?: IsoDate | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  currency?: CurrencyCode | null;
  sort?: ListingSort | null;
  /** Guests, types of place, minimum bedrooms, amenities (issue 24). */
  facts?: FactFilters | null;
  limit?: number;
  cursor?: string | null;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * The query string of a listing search, in one fixed order, so the guest's call (`callApi`) and the
 * early prefetch (`apiPaths.listings`) ask for the same URL.
 */
export function listingSearch(query: ListingQuery) {
  return {
    location: query.location || undefined,
    checkin: query.checkin || undefined,
    checkout: query.checkout || undefined,
    // 0 is a price: only null and undefined are left out. The API takes prices as text, so that a
    // value that is not a number gets its own clear 400 instead of a schema error.
    minPrice: query.minPrice == null ? undefined : String(query.minPrice),
    maxPrice: query.maxPrice == null ? undefined : String(query.maxPrice),
    currency: query.currency || undefined,
    sort: query.sort || undefined,
    // As shared-domain's factFilterParams writes them (comma lists in catalogue order).
    guests: query.facts?.guests == null ? undefined : String(query.facts.guests),
    type: query.facts?.propertyTypes.join(',') || undefined,
    minBedrooms: query.facts?.minBedrooms == null ? undefined : String(query.facts.minBedrooms),
    amenities: query.facts?.amenities.join(',') || undefined,
    limit: query.limit || undefined,
    cursor: query.cursor || undefined,
  };
}

export const apiPaths = {
  /** GET /api/listings?...: search (free dates, price, order), keyset-paginated. */
  listings: (query: ListingQuery = {}) => apiUrl('/api/listings', undefined, listingSearch(query)),
  /** The home page's first active listings (SPEC 9: 8 featured). */
  featuredListings: () => apiPaths.listings({ limit: FEATURED_LISTINGS }),
  destinations: () => '/api/destinations',
  listing: (listingId: string) => `/api/listings/${id(listingId)}`,
  listingAvailability: (listingId: string) => `/api/listings/${id(listingId)}/availability`,
  listingReviews: (listingId: string) => `/api/listings/${id(listingId)}/reviews`,
  /** Everything the listing page shows, in one request (issue 10). */
  listingPage: (listingId: string) => `/api/listings/${id(listingId)}/page`,
  /** A host's public page: the host and the first page of their active listings (issue 24 item 7). */
  hostProfile: (hostId: string) => `/api/hosts/${id(hostId)}`,
  /** The signed-in renter's bookings. */
  myBookings: () => '/api/bookings/mine',
  /** The signed-in host's listings and the bookings of them. */
  hostListings: () => '/api/host/listings',
  hostBookings: () => '/api/host/bookings',
  /** A host's month view of one listing, and its calendar feeds (preloaded with the calendar page). */
  hostCalendar: (listingId: string) => `/api/listings/${id(listingId)}/calendar`,
  calendarSync: (listingId: string) => `/api/listings/${id(listingId)}/calendar-sync`,
  /** One booking, for its renter or its listing's host. */
  booking: (bookingId: string) => `/api/bookings/${id(bookingId)}`,
} as const;
