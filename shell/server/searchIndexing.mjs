// @ts-check
// Which of the site's pages search engines may index (issue 21 item 6), from shared-ui's route table:
// the renters' public pages (`access: public`, served by a remote: home, search, a listing, become a
// host). Everything else is kept out: the pages behind sign-in (host, admin, bookings, profile,
// notifications), the shell's own sign-in and sign-up forms, and paths no route knows (the browser
// sends those home).
import { matchRoute } from '../../shared-ui/src/matchRoute.mjs';

/** @typedef {readonly { path: string, owner: string, access: string }[]} Routes */

/** @param {{ owner: string, access: string }} route */
const indexable = (route) => route.access === 'public' && route.owner !== 'shell';

/**
 * Whether the page at `pathname` may be indexed (else it carries `noindex`).
 * @param {string} pathname
 * @param {Routes} routes
 */
export function isIndexablePage(pathname, routes) {
  const route = matchRoute(routes, pathname)?.entry;
  return route !== undefined && indexable(route);
}

/**
 * The path prefixes robots.txt disallows: every page behind sign-in, as robots.txt patterns (a
 * parameter such as `:id` becomes `*`), without those a shorter one already covers. Sign-in
 * and sign-up stay crawlable: every page links them, and a crawler must read their `noindex` (a
 * disallowed URL that is linked can still be listed by its address alone).
 * @param {Routes} routes
 */
export function privatePathPatterns(routes) {
  const patterns = routes
    .filter((route) => route.access !== 'public')
    // A trailing `*` says nothing more than the prefix before it.
    .map((route) => route.path.replace(/:[^/]+/g, '*').replace(/\*$/, ''))
    .sort();
  return patterns.filter(
    (pattern, index) =>
      patterns.indexOf(pattern) === index &&
      !patterns.some((other) => other !== pattern && pattern.startsWith(`${other}/`)),
  );
}

/**
 * The public pages that are one fixed URL (no parameter): the static part of the sitemap.
 * @param {Routes} routes
 */
export function staticPublicPaths(routes) {
  return routes.filter((route) => indexable(route) && !route.path.includes(':')).map((route) => route.path);
}

/**
 * `html` (a page of the site) with `<meta name="robots" content="noindex">` when the page at
 * `pathname` is not to be indexed (the response also says so in X-Robots-Tag: seoRoutes.mjs).
 * @param {string} html
 * @param {string} pathname
 * @param {Routes} routes
 */
export function withNoindexMeta(html, pathname, routes) {
  if (isIndexablePage(pathname, routes)) return html;
  return html.replace('</head>', '<meta name="robots" content="noindex"></head>');
}
