// Route -> the API requests its first screen needs. The shell starts them as soon as it runs (and on
// a link's hover, focus or touch), in parallel with the page's code, instead of after it; the screens
// then get the answers from `prefetchStore` through the ApiClient. This table (a public page's) and a
// signed-in page's `data` in routeTable.json (plain paths: the shell's server preloads them too) are
// the only places to change when a page's requests change (e.g. the listing page moving to one
// request). A signed-in page's data is asked for on a link's intent only (the link is on screen, so
// the user may open it), never on opening the page: the guard may still turn the visitor away (the
// shell's server preloads a host's or admin's page for a session of that role; see shell/README).
import { parseSearchParams } from '@shoreline/shared-domain/search';
import { apiPaths, SEARCH_PAGE_SIZE } from './api/apiPaths';
import { matchRoute } from './matchRoute.mjs';
import { routeDataPaths } from './routeDataPaths.mjs';
import { ROUTE_TABLE } from './routes';

type Requests = (params: Record<string, string>, search: URLSearchParams) => string[];

/** By the route table's `path`: what a public page asks the API for before anything else. */
export const ROUTE_DATA: Readonly<Record<string, Requests>> = {
  '/': () => [apiPaths.featuredListings(), apiPaths.destinations()],
  '/search': (_params, search) => [
    apiPaths.listings({ ...parseSearchParams(search), limit: SEARCH_PAGE_SIZE }),
  ],
  '/listings/:id': ({ id = '' }) => [apiPaths.listingPage(id)],
  '/hosts/:id': ({ id = '' }) => [apiPaths.hostProfile(id)],
};

export interface RouteDataOptions {
  /** A signed-in user showed intent on a link: their pages' data may be asked for too. */
  signedIn?: boolean;
}

/**
 * The GET requests the page at `href` (path and query) shows first: a public page's, and with
 * `signedIn` a signed-in page's too (the API still refuses what the user may not see); none for others.
 */
export function routeDataRequests(href: string, { signedIn = false }: RouteDataOptions = {}): string[] {
  const url = new URL(href, 'http://shoreline.invalid');
  const match = matchRoute(ROUTE_TABLE, url.pathname);
  if (!match || (match.entry.access !== 'public' && !signedIn)) return [];
  const requests = ROUTE_DATA[match.entry.path];
  return requests ? requests(match.params, url.searchParams) : routeDataPaths(match.entry, match.params);
}
