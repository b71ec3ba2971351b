/** What every page the browser renders asks first: who is signed in, and the header's exchange rates. */
export const SHELL_REQUESTS: readonly ['/api/session', '/api/rates'];
/** A signed-in page's first API requests: its route table `data`, filled with `params` (see routeDataPaths.mjs). */
export function routeDataPaths(entry: { data?: readonly string[] }, params: Record<string, string>): string[];
