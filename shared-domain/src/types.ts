// The entities of SPEC section 3 as the API sends them over JSON (the wire contract between `api`
// and every app). Dates without a time are calendar dates `yyyy-MM-dd` (IsoDate) so that a stay
// never drifts with the viewer's time zone; instants are ISO 8601 timestamps (IsoDateTime).

/** A calendar date, `yyyy-MM-dd`. */
export type IsoDate = string;
/** An instant, ISO 8601 with time zone, e.g. `2026-07-01T09:30:00.000Z`. */
export type IsoDateTime = string;

export const ROLES = ['renter', 'host', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const BOOKING_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const HOST_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HostRequestStatus = (typeof HOST_REQUEST_STATUSES)[number];

export const CURRENCY_CODES = ['USD', 'EUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** A half-open stay or window of calendar dates: nights from `start` up to, not including, `end`. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface User {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  createdAt: IsoDateTime;
}

export interface Listing {
  id: string;
  title: string;
  description: string;
  /** Price of one night in EUR, the base currency (PRODUCT.md 5). */
  pricePerNight: number;
  address: string;
  city: string;
  country: string;
  availableFrom: IsoDate;
  availableTo: IsoDate;
  isActive: boolean;
  hostId: string;
  hostName: string;
  /** Image URLs, in display order, 1 to 10. */
  photos: string[];
  averageRating: number | null;
  reviewCount: number;
  createdAt: IsoDateTime;
}

/** What a card needs: the search results, featured listings and the host's list. */
export interface ListingSummary {
  id: string;
  title: string;
  pricePerNight: number;
  city: string;
  country: string;
  availableFrom: IsoDate;
  availableTo: IsoDate;
  isActive: boolean;
  /** First photo, or null when there is none (the card shows a fallback image). */
  photo: string | null;
  averageRating: number | null;
  reviewCount: number;
  createdAt: IsoDateTime;
}

/** The editable fields of a listing, as the create and edit forms send them. */
export interface ListingInput {
  title: string;
  description: string;
  pricePerNight: number;
  address: string;
  city: string;
  country: string;
  availableFrom: IsoDate;
  availableTo: IsoDate;
  photos: string[];
}

export interface Booking {
  id: string;
  listingId: string;
  hostId: string;
  renterId: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** EUR, computed by the server. */
  totalPrice: number;
  status: BookingStatus;
  message: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  listing: { title: string; city: string; country: string };
  renter: { name: string | null };
}

export interface Availability {
  availableFrom: IsoDate;
  availableTo: IsoDate;
  /** Approved bookings: the only ones that block dates. */
  booked: DateRange[];
  /** Gaps of at least one night inside the listing's window. */
  free: DateRange[];
}

export interface Review {
  id: string;
  listingId: string;
  reviewerId: string;
  reviewerName: string | null;
  bookingId: string;
  rating: number;
  comment: string;
  status: ReviewStatus;
  rejectionReason: string | null;
  reviewedBy: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface HostRequest {
  id: string;
  userId: string;
  name: string;
  email: string;
  reason: string;
  status: HostRequestStatus;
  createdAt: IsoDateTime;
  reviewedAt: IsoDateTime | null;
  reviewedBy: string | null;
}

export interface Destination {
  id: string;
  name: string;
  image: string;
  order: number;
}

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  /** Units of this currency for one EUR. */
  rate: number;
}

export interface Rates {
  base: 'EUR';
  rates: Record<CurrencyCode, number>;
  fetchedAt: IsoDateTime;
  source: 'live' | 'cache' | 'fallback';
}

/** One page of a keyset-paginated list. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The error body of every failed API call. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

/** GET /api/listings/:id/reviews: the approved reviews, newest first, and their rating. */
export interface ListingReviews {
  items: Review[];
  /** Mean of the approved ratings to one decimal, or null when there are none. */
  averageRating: number | null;
  reviewCount: number;
}

/** A review as the moderation screen lists it (PRODUCT.md 9): with its listing's title. */
export interface ReviewForModeration extends Review {
  listingTitle: string;
}

/**
 * POST /api/host-requests: the stored request and the requesting user (for a signed-out visitor,
 * the account just created and signed in).
 */
export interface HostRequestCreated {
  request: HostRequest;
  user: User;
}
