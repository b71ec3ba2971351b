// The central paths table of SPEC section 2. The shell decides from it which app owns the current
// location (it renders that remote's slot outside any <Route>, so the remote's own <Routes> use these
// absolute paths) and which guard applies. Remotes build links with `paths`.
import { matchRoutes } from 'react-router-dom';
import type { RemoteName } from './contract';

export type RouteOwner = RemoteName | 'shell';
export type RouteAccess = 'public' | 'signed-in' | 'host' | 'admin';

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** What the browser tab says on this page (`documentTitle(title)`); a page may name it better. */
  title: string;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', owner: 'guest', access: 'public', title: 'Find your place by the sea' },
  { path: '/search', owner: 'guest', access: 'public', title: 'Search results' },
  { path: '/signin', owner: 'shell', access: 'public', title: 'Sign In' },
  { path: '/signup', owner: 'shell', access: 'public', title: 'Sign Up' },
  { path: '/become-host', owner: 'guest', access: 'public', title: 'Become a Host' },
  { path: '/listings/new', owner: 'host', access: 'host', title: 'Add Listing' },
  { path: '/listings/manage', owner: 'host', access: 'host', title: 'My Listings' },
  { path: '/listings/:id/edit', owner: 'host', access: 'host', title: 'Edit Listing' },
  { path: '/listings/:id', owner: 'guest', access: 'public', title: 'Listing details' },
  { path: '/booking-confirmation', owner: 'guest', access: 'signed-in', title: 'Booking Request Sent' },
  { path: '/profile', owner: 'guest', access: 'signed-in', title: 'Profile' },
  { path: '/bookings', owner: 'guest', access: 'signed-in', title: 'My Bookings' },
  { path: '/bookings/manage', owner: 'host', access: 'host', title: 'Manage Bookings' },
  { path: '/bookings/:id/approve', owner: 'host', access: 'host', title: 'Approve Booking' },
  { path: '/bookings/:id/reject', owner: 'host', access: 'host', title: 'Reject Booking' },
  { path: '/admin/host-requests', owner: 'admin', access: 'admin', title: 'Host Requests' },
  { path: '/admin/destinations', owner: 'admin', access: 'admin', title: 'Manage Destinations' },
  { path: '/admin/reviews', owner: 'admin', access: 'admin', title: 'Review Requests' },
];

export const PRODUCT_NAME = 'Shoreline';

/** The browser tab's text for a page: `Search results · Shoreline`, or the product name alone. */
export function documentTitle(pageTitle?: string | null): string {
  const page = pageTitle?.trim();
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The entry that owns `pathname` (most specific match wins, as in react-router), or null: unknown. */
export function findRoute(pathname: string): RouteEntry | null {
  const matches = matchRoutes(ROUTE_TABLE as RouteEntry[], pathname);
  return matches?.[matches.length - 1]?.route ?? null;
}

/**
 * Where the sign-in page sends the user back to. Guards and remotes navigate to `/signin` with
 * `{ state: { from: '/listings/42?x=1' } }` (or to `paths.signIn(from)`, which survives a reload);
 * only same-origin absolute paths are honoured.
 */
export interface SignInState {
  from?: string;
}

/** A safe return path: an absolute same-origin path, never `//evil.example` or `https:`. */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  if (candidate.startsWith('/\\')) return null;
  // Returning to the forms themselves would loop.
  const pathname = candidate.split(/[?#]/)[0];
  if (pathname === '/signin' || pathname === '/signup') return null;
  return candidate;
}

const q = (params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Link builders, so no app spells a path by hand. */
export const paths = {
  home: () => '/',
  search: (params: { location?: string; checkin?: string; checkout?: string } = {}) => `/search${q(params)}`,
  /** `next`: where to return after signing in (kept in the URL, so it survives a reload). */
  signIn: (next?: string) => `/signin${q({ next })}`,
  signUp: () => '/signup',
  becomeHost: () => '/become-host',
  listing: (id: string) => `/listings/${encodeURIComponent(id)}`,
  newListing: () => '/listings/new',
  editListing: (id: string) => `/listings/${encodeURIComponent(id)}/edit`,
  myListings: () => '/listings/manage',
  bookingConfirmation: () => '/booking-confirmation',
  profile: () => '/profile',
  myBookings: () => '/bookings',
  manageBookings: () => '/bookings/manage',
  approveBooking: (id: string) => `/bookings/${encodeURIComponent(id)}/approve`,
  rejectBooking: (id: string) => `/bookings/${encodeURIComponent(id)}/reject`,
  hostRequests: () => '/admin/host-requests',
  destinations: () => '/admin/destinations',
  reviewRequests: () => '/admin/reviews',
} as const;
