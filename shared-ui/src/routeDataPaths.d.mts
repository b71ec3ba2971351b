/** A signed-in page's first API requests: its route table `data`, filled with `params` (see routeDataPaths.mjs). */
export function routeDataPaths(entry: { data?: readonly string[] }, params: Record<string, string>): string[];
