// @ts-check
// A signed-in page's first API requests, written in the route table (`data`: `/api/bookings/:id`)
// and filled with the page's params, encoded as apiPaths encodes them. Plain JavaScript (types in
// routeDataPaths.d.mts) so that the shell's server (Node, no build step) preloads the very requests
// the page's screen asks for (routeData.ts runs the same code in the browser).

/** What every page the browser renders asks first: who is signed in, and the header's exchange rates. */
export const SHELL_REQUESTS = /** @type {const} */ (['/api/session', '/api/rates']);

/**
 * @param {{ data?: readonly string[] }} entry  a route table entry
 * @param {Record<string, string>} params  the decoded params matchRoute found in the path
 * @returns {string[]}
 */
export function routeDataPaths(entry, params) {
  return (entry.data ?? []).map((template) =>
    template.replace(/:([A-Za-z]+)/g, (_whole, name) => encodeURIComponent(params[name] ?? '')),
  );
}
