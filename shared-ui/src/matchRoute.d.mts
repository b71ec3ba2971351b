/** The entry of `entries` owning `pathname` and its decoded params, or null (see matchRoute.mjs). */
export function matchRoute<T extends { path: string }>(
  entries: readonly T[],
  pathname: string,
): { entry: T; params: Record<string, string> } | null;
