// The business constants of SPEC section 9 and the limits PRODUCT.md adds. Apps and API read them
// from here so a limit is changed in one place.
import type { CurrencyCode } from './types';

/** Featured listings on the home page. */
export const FEATURED_LISTINGS = 8;
/** Photos per listing. */
export const MIN_IMAGES = 1;
export const MAX_IMAGES = 10;
/** Bytes per image, enforced on client and server (PRODUCT.md 6). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Most pixels of one image (one frame): larger ones cost seconds of CPU to decode (pixel bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** What the image picker says it takes. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** date-fns pattern for every date shown to a user, e.g. `Jan 5, 2025`. */
export const DATE_DISPLAY_FORMAT = 'MMM d, yyyy';
/** The wire format of calendar dates (IsoDate). */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';
/** The base currency listing prices are stored in (PRODUCT.md 5). */
export const BASE_CURRENCY: CurrencyCode = 'EUR';
/** Exchange rates older than this are fetched again. */
export const RATES_MAX_AGE_MS = 60 * 60 * 1000;
export const PRICE_DECIMALS = 2;

/** The shortest bookable gap between approved bookings: one night. */
export const MIN_GAP_NIGHTS = 1;
/** The shortest stay. */
export const MIN_STAY_NIGHTS = 1;

/** A host has this long to answer a booking request before it expires (PRODUCT 24). */
export const BOOKING_REQUEST_ANSWER_HOURS = 72;
export const BOOKING_REQUEST_ANSWER_MS = BOOKING_REQUEST_ANSWER_HOURS * 60 * 60 * 1000;

/** How long the review success message shows before the form closes. */
export const REVIEW_SUCCESS_MS = 2000;
/** How long the delete-review confirmation message shows. */
export const DELETE_REVIEW_NOTICE_MS = 3000;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Average ratings are shown with one decimal. */
export const RATING_DECIMALS = 1;

/** "Remember me" keeps the session this long (PRODUCT.md 14). */
export const REMEMBER_ME_DAYS = 30;
export const REMEMBER_ME_MS = REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000;

/** Passwords shorter than this are refused at sign-up (the demo passwords are 8+ characters). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused: hashing an unbounded input is a denial-of-service vector. */
export const MAX_PASSWORD_LENGTH = 128;

/** Text field limits shared by the forms and the API's schemas. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 5000;
export const MAX_ADDRESS_LENGTH = 200;
export const MAX_PLACE_LENGTH = 100;
export const MAX_REASON_LENGTH = 2000;
/** An admin's optional reason for rejecting a host request (shown to the requester). */
export const MAX_HOST_REQUEST_REJECTION_LENGTH = 500;
export const MAX_BOOKING_MESSAGE_LENGTH = 1000;
/** A host's optional reason for rejecting a booking request (shown to the renter). */
export const MAX_BOOKING_DECLINE_REASON_LENGTH = 500;
export const MAX_COMMENT_LENGTH = 2000;
/** What a person writes about themselves on their profile, shown on their public host page (issue 24 item 7). */
export const MAX_ABOUT_LENGTH = 500;
/** The largest price per night accepted, in EUR. */
export const MAX_PRICE_PER_NIGHT = 100_000;
/** The longest "Where" a search takes (the API refuses longer ones; the form's maxlength). */
export const MAX_SEARCH_LOCATION_LENGTH = 100;
/** The most listings one person may keep as favourites (issue 24 item 6): one request lists all their ids. */
export const MAX_FAVOURITES = 500;
