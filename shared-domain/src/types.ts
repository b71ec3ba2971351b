// The entities of SPEC section 3 as the API sends them over JSON (the wire contract between `api`
// and every app). Dates without a time are calendar dates `yyyy-MM-dd` (IsoDate) so that a stay
// never drifts with the viewer's time zone; instants are ISO 8601 timestamps (IsoDateTime).
import type { ErrorCode } from './errorCodes';
import type { GuestCounts, ListingCardFacts, ListingFacts } from './listingFacts';

/** A calendar date, `yyyy-MM-dd`. */
export type IsoDate = string;
/** An instant, ISO 8601 with time zone, e.g. `2026-07-01T09:30:00.000Z`. */
export type IsoDateTime = string;

export const ROLES = ['renter', 'host', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * `expired` (PRODUCT 24) is terminal like `rejected` and `cancelled`: a request the host did not answer
 * in time (see `bookingExpiry.ts`).
 */
export const BOOKING_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Why a request was rejected (issue 22): by its `host` (maybe with their own words), or automatically
 * because the host approved another request for those dates, blocked them, or removed the listing.
 */
export const DECLINE_CAUSES = ['host', 'dates-taken', 'dates-blocked', 'listing-removed'] as const;
export type DeclineCause = (typeof DECLINE_CAUSES)[number];

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

/** A WebP rendition of a stored image at one width. */
export interface PhotoVariant {
  url: string;
  width: number;
}

/** A stored image as every screen shows it (PRODUCT.md 26). */
export interface Photo {
  /** The stored original (re-encoded, no metadata): the `src` fallback and what listing inputs refer to. */
  url: string;
  /**
   * Intrinsic size, for width/height attributes (no layout shift). 0 only for an image stored before
   * variants existed and not yet backfilled (`npm run backfill-images -w api`).
   */
  width: number;
  height: number;
  /**
   * WebP renditions, narrowest first (400, 800, 1600 px; never wider than the original, whose width
   * caps the widest one; at least one, except for an image not yet backfilled).
   */
  variants: PhotoVariant[];
}

/** One stored file as `POST /api/uploads` answers it: the photo plus what was stored. */
export interface UploadedImage extends Photo {
  contentType: string;
  /** Bytes of the stored original. */
  size: number;
}

/** The answer of `POST /api/uploads`: one entry per file, in the order they were sent. */
export interface UploadedImages {
  /** The photos' URLs (what listing and destination inputs take). */
  urls: string[];
  files: UploadedImage[];
}

/** With its facts (issue 24): guests, type, rooms, times, house rules, amenities. */
export interface Listing extends ListingFacts {
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
  /** In display order, 1 to 10. */
  photos: Photo[];
  averageRating: number | null;
  reviewCount: number;
  createdAt: IsoDateTime;
}

/** What a card needs: the search results, featured listings and the host's list (with the bed/bath summary). */
export interface ListingSummary extends ListingCardFacts {
  id: string;
  title: string;
  pricePerNight: number;
  city: string;
  country: string;
  availableFrom: IsoDate;
  availableTo: IsoDate;
  isActive: boolean;
  /** First photo, or null when there is none (the card shows a fallback image). */
  photo: Photo | null;
  averageRating: number | null;
  reviewCount: number;
  createdAt: IsoDateTime;
}

/** The editable fields of a listing, as the create and edit forms send them (facts included). */
export interface ListingInput extends ListingFacts {
  title: string;
  description: string;
  pricePerNight: number;
  address: string;
  city: string;
  country: string;
  availableFrom: IsoDate;
  availableTo: IsoDate;
  /** Photo URLs (`Photo.url` of uploads or of the listing's current photos). */
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
  /** Effective at the moment of reading: a pending request past its expiry reads `expired`. */
  status: BookingStatus;
  message: string | null;
  /** Who is coming (issue 24); bookings made before guests were asked were given values by migration. */
  guests: GuestCounts;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  /**
   * When an unanswered request expires (PRODUCT 24, `requestExpiresAt`): set while it is pending and
   * once it expired; null after a host's or renter's answer (approved, rejected, cancelled).
   */
  expiresAt: IsoDateTime | null;
  /** Why a `rejected` request was: null otherwise, and for rejections from before causes were kept. */
  declineCause: DeclineCause | null;
  /** The host's own words when they rejected it (optional, at most 500 characters). */
  declineReason: string | null;
  listing: { title: string; city: string; country: string };
  /**
   * `emailVerified`: whether the renter verified their address (PRODUCT 27; hosts see "Email not
   * verified"). The API always sends it; optional so that bookings built before it stay valid.
   */
  renter: { name: string | null; emailVerified?: boolean };
}

/**
 * `GET /api/host/bookings/:id`: one booking of the host's listings (issue 22), with the nights of a
 * pending request that are no longer free (empty otherwise): only a rejection is left for those.
 */
export interface HostBooking extends Booking {
  takenNights: TakenNights[];
}

/** A stretch of nights an approved stay or a block takes. */
export interface TakenNights {
  startDate: IsoDate;
  endDate: IsoDate;
  takenBy: 'stay' | 'block';
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
  /** When it was moderated (approved or rejected); null while it waits. */
  reviewedAt: IsoDateTime | null;
  createdAt: IsoDateTime;
  /** When its text and rating were last written (created or edited); moderation does not change it. */
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
  /** The admin's optional reason for a rejection, shown to the requester. */
  rejectionReason: string | null;
}

export interface Destination {
  id: string;
  name: string;
  image: Photo;
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

/**
 * A saved listing (issue 24 item 6), newest saved first: the card's listing, when it was saved and,
 * when the list was asked for a stay, whether the listing is free for it (null without dates).
 */
export interface FavouriteListing extends ListingSummary {
  savedAt: IsoDateTime;
  availableForStay: boolean | null;
}

/** Every listing the signed-in person has saved: what marks the hearts on any card in one request. */
export interface FavouriteIds {
  ids: string[];
}

/**
 * A host's public page (issue 24 item 7): who they are, since when they host, what they wrote about
 * themselves, the rating of their active listings (approved reviews) and the first page of those.
 */
export interface HostProfile {
  id: string;
  name: string;
  /** The avatar's letters (`MC`), from shared-domain's `initialsOf`. */
  initials: string;
  /** When they became a host: their host request's approval (their account's creation without one). */
  hostingSince: IsoDateTime;
  about: string | null;
  /** Across the approved reviews of their active listings, one decimal; null without any. */
  averageRating: number | null;
  reviewCount: number;
  /** Their active listings, newest first; more with GET /api/hosts/:id/listings?cursor=. */
  listings: Page<ListingSummary>;
}

/** What the profile form edits that the session's `User` does not carry (issue 24 item 7). */
export interface ProfileDetails {
  name: string;
  about: string | null;
}

/** Orders of the search results (newest is the default). */
export type ListingSort = 'newest' | 'price-asc' | 'price-desc' | 'top-rated';

/**
 * A page of search results; `total` counts the matches up to SEARCH_TOTAL_CAP (`totalCapped`: there
 * are more), on the first page only (null on later ones).
 */
export interface SearchPage extends Page<ListingSummary> {
  total: number | null;
  totalCapped: boolean;
}

/** GET /api/listings/:id/page: everything the listing page shows, in one response. */
export interface ListingPage {
  listing: Listing;
  /** From today on: past stays never appear. */
  availability: Availability;
  /** The newest approved reviews (first page); average and count cover all of them. */
  reviews: ListingReviews;
}

/** The error body of every failed API call (issue 23: clients branch on `code`, never on `message`). */
export interface ApiError {
  statusCode: number;
  error: string;
  /** The stable machine code of the catalogue (`errorCodes.ts`). */
  code: ErrorCode;
  /** The user-visible text (the catalogue's message; `INTERNAL` never says more). */
  message: string;
  /** The inputs that were refused, when the failure is about some (`['endDate']`). */
  fields?: string[];
}

/**
 * An approved review as the public sees it: nothing that names the reviewer's account, their stay or
 * the moderating admin (issue 20); `mine` tells a signed-in author which reviews are theirs.
 */
export type PublicReview = Pick<
  Review,
  'id' | 'reviewerName' | 'rating' | 'comment' | 'createdAt' | 'updatedAt'
> & {
  mine: boolean;
};

/** GET /api/listings/:id/reviews: the approved reviews, newest first, and their rating. */
export interface ListingReviews {
  items: PublicReview[];
  /** Mean of the approved ratings to one decimal, or null when there are none. */
  averageRating: number | null;
  reviewCount: number;
}

/** A review as the moderation screen lists it (PRODUCT.md 9): with its listing's title. */
export interface ReviewForModeration extends Review {
  listingTitle: string;
}
