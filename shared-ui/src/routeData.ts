// Route -> the API requests its first screen needs. The shell starts them as soon as it runs (and on
// a link's hover, focus or touch), in parallel with the page's code, instead of after it; the guest's
// screens then get the answers from `prefetchStore` through the ApiClient. This table is the only
// place to change when a page's requests change (e.g. the listing page moving to one request).
import { parseSearchParams } from '@shoreline/shared-domain/search';
import { apiPaths, SEARCH_PAGE_SIZE } from './api/apiPaths';
import { matchRoute } from './matchRoute.mjs';
import { ROUTE_TABLE } from './routes';

type Requests = (params: Record<string, string>, search: URLSearchParams) => string[];

/** By the route table's `path`: what the page asks the API for before anything else. */
export const ROUTE_DATA: Readonly<Record<string, Requests>> = {
  '/': () => [apiPaths.featuredListings(), apiPaths.destinations()],
  '/search': (_params, search) => [
    apiPaths.listings({ ...parseSearchParams(search), limit: SEARCH_PAGE_SIZE }),
  ],
  '/listings/:id': ({ id = '' }) => [apiPaths.listingPage(id)],
};

/** The GET requests the public page at `href` (path and query) shows first; none for other pages. */
export function routeDataRequests(href: string): string[] {
  const url = new URL(href, 'http://shoreline.invalid');
  const match = matchRoute(ROUTE_TABLE, url.pathname);
  if (!match || match.entry.access !== 'public') return [];
  return ROUTE_DATA[match.entry.path]?.(match.params, url.searchParams) ?? [];
}
