// Which photo is a page's LCP (its largest element in the first viewport), found in the page's first
// data: the shell preloads it as soon as that data arrives, while the remote's code is still
// downloading, instead of when the remote renders the <img>. Kept beside the pages it names: the
// first card of the home feed, of a search and of a host's My Listings (ListingCard, `imagePriority`
// on index 0) and the listing page's first gallery photo (Gallery), each with the `sizes` those
// components use. My Listings' data is there early only when the shell's server preloaded it for a
// host's session (shell/README): otherwise nothing is preloaded.
import type { Photo } from '@shoreline/shared-domain/types';
import { IMAGE_SIZES } from './imageSources';
import { matchRoute } from './matchRoute.mjs';
import { routeDataRequests } from './routeData';
import { ROUTE_TABLE } from './routes';

export interface LcpPhoto {
  /** The page's data request (one of routeDataRequests(href)) whose answer names the photo. */
  request: string;
  /** The `sizes` the <img> carries: with the same srcset, the browser picks the same file. */
  sizes: string;
  /** The photo in that answer, or null (no result, no photo, an unexpected body). */
  pick: (body: unknown) => Photo | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A Photo as the API answers it; anything else is ignored (the page then loads as before). */
function asPhoto(value: unknown): Photo | null {
  if (!isRecord(value) || typeof value.url !== 'string' || !Array.isArray(value.variants)) return null;
  return value as unknown as Photo;
}

/** The first card's photo of a listing search answer ({ items: ListingSummary[] }). */
function firstCardPhoto(body: unknown): Photo | null {
  const items = isRecord(body) ? body.items : null;
  return Array.isArray(items) ? asPhoto(isRecord(items[0]) ? items[0].photo : null) : null;
}

/** The gallery's first photo of a listing page answer ({ listing: { photos } }). */
function firstGalleryPhoto(body: unknown): Photo | null {
  const listing = isRecord(body) ? body.listing : null;
  const photos = isRecord(listing) ? listing.photos : null;
  return Array.isArray(photos) ? asPhoto(photos[0]) : null;
}

/** By the route table's `path`: which of the route's data requests names the photo, and how. */
const ROUTE_LCP_PHOTO: Readonly<Record<string, Omit<LcpPhoto, 'request'> & { requestIndex: number }>> = {
  '/': { requestIndex: 0, sizes: IMAGE_SIZES.card, pick: firstCardPhoto },
  '/search': { requestIndex: 0, sizes: IMAGE_SIZES.card, pick: firstCardPhoto },
  '/listings/:id': { requestIndex: 0, sizes: IMAGE_SIZES.gallery, pick: firstGalleryPhoto },
  '/listings/manage': { requestIndex: 0, sizes: IMAGE_SIZES.card, pick: firstCardPhoto },
};

/** The LCP photo of the page at `href` (path and query), or null for a page without one. */
export function lcpPhotoOf(href: string): LcpPhoto | null {
  const url = new URL(href, 'http://shoreline.invalid');
  const match = matchRoute(ROUTE_TABLE, url.pathname);
  const known = match ? ROUTE_LCP_PHOTO[match.entry.path] : undefined;
  // Which request names it, not a request made: the caller only reads what was already asked for.
  const request = known ? routeDataRequests(href, { signedIn: true })[known.requestIndex] : undefined;
  if (!known || !request) return null;
  return { request, sizes: known.sizes, pick: known.pick };
}
