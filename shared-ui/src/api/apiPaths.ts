// The first API requests of the pages whose data is prefetched, built in one place: the remotes' data
// layers call these, and so does the early prefetch of a page's data (`routeData.ts`: on opening a
// public page, and on a link's hover or focus), so both ask for byte-identical URLs and the page finds
// its data already on the way.
import { FEATURED_LISTINGS } from '@shoreline/shared-domain/constants';
import type { CurrencyCode, IsoDate, ListingSort } from '@shoreline/shared-domain/types';

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
  limit?: number;
  cursor?: string | null;
}

const id = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  /** GET /api/listings?...: search (free dates, price, order), keyset-paginated. */
  listings: (query: ListingQuery = {}) => {
    const search = new URLSearchParams();
    if (query.location) search.set('location', query.location);
    if (query.checkin) search.set('checkin', query.checkin);
    if (query.checkout) search.set('checkout', query.checkout);
    if (query.minPrice !== null && query.minPrice !== undefined)
      search.set('minPrice', String(query.minPrice));
    if (query.maxPrice !== null && query.maxPrice !== undefined)
      search.set('maxPrice', String(query.maxPrice));
    if (query.currency) search.set('currency', query.currency);
    if (query.sort) search.set('sort', query.sort);
    if (query.limit) search.set('limit', String(query.limit));
    if (query.cursor) search.set('cursor', query.cursor);
    const text = search.toString();
    return `/api/listings${text ? `?${text}` : ''}`;
  },
  /** The home page's first active listings (SPEC 9: 8 featured). */
  featuredListings: () => apiPaths.listings({ limit: FEATURED_LISTINGS }),
  destinations: () => '/api/destinations',
  listing: (listingId: string) => `/api/listings/${id(listingId)}`,
  listingAvailability: (listingId: string) => `/api/listings/${id(listingId)}/availability`,
  listingReviews: (listingId: string) => `/api/listings/${id(listingId)}/reviews`,
  /** Everything the listing page shows, in one request (issue 10). */
  listingPage: (listingId: string) => `/api/listings/${id(listingId)}/page`,
  /** The signed-in renter's bookings. */
  myBookings: () => '/api/bookings/mine',
  /** The signed-in host's listings and the bookings of them. */
  hostListings: () => '/api/host/listings',
  hostBookings: () => '/api/host/bookings',
  /** One booking, for its renter or its listing's host. */
  booking: (bookingId: string) => `/api/bookings/${id(bookingId)}`,
} as const;
