// The central paths table of SPEC section 2. The shell decides from it which app owns the current
// location (it renders that remote's slot outside any <Route>, so the remote's own <Routes> use these
// absolute paths) and which guard applies. Remotes build links with `paths`.
import type { RemoteName } from './contract';
import { matchRoute } from './matchRoute.mjs';
import ROUTE_TABLE_DATA from './routeTable.json';

export type RouteOwner = RemoteName | 'shell';
export type RouteAccess = 'public' | 'signed-in' | 'host' | 'admin';
/** The page's shape while its code or first data loads (components/RouteSkeleton). */
export type RouteSkeletonKind = 'home' | 'search' | 'listing' | 'host' | 'cards' | 'form';

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** What the browser tab says on this page (`documentTitle(title)`); a page may name it better. */
  title: string;
  /** A remote's public, host or admin page: the name of the route's chunk in that remote (see below). */
  chunk?: string;
  /**
   * A signed-in page's first API requests (`/api/bookings/:id`, filled from the path): routeData.ts asks
   * them on a link's intent, and the shell's server preloads them for a host or admin page.
   */
  data?: string[];
  /** What the page looks like while it loads: a skeleton of its real layout, so nothing shifts. */
  skeleton: RouteSkeletonKind;
}

/**
 * The table itself is data (`routeTable.json`): the shell's static server reads it too, to know which
 * remote's files (and, for a host or admin page, which data) the page it serves needs. `chunk` names
 * the route's lazy chunk in its remote (the `webpackChunkName` of its import), which the remote's build
 * lists in its `mf-preload.json`.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = ROUTE_TABLE_DATA as RouteEntry[];

export const PRODUCT_NAME = 'Shoreline';

/** The browser tab's text for a page: `Search results · Shoreline`, or the product name alone. */
export function documentTitle(pageTitle?: string | null): string {
  const page = pageTitle?.trim();
  return page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The entry that owns `pathname` (most specific match wins, as in react-router), or null: unknown. */
export function findRoute(pathname: string): RouteEntry | null {
  return matchRoute(ROUTE_TABLE, pathname)?.entry ?? null;
}

export { matchRoute };

/** The loading shape of the page at `pathname` (an unknown path is about to go home). */
export function skeletonKindOf(pathname: string): RouteSkeletonKind {
  return findRoute(pathname)?.skeleton ?? 'home';
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

/** Link builders, so no app spells a path by hand (shared-domain's, so the API's emails use them too). */
export { paths } from '@shoreline/shared-domain/paths';
