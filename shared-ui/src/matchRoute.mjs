// @ts-check
// Which entry of a route list owns a path, with its params: `/listings/:id` matches `/listings/42`
// ({ id: '42' }), the most specific entry wins (`/listings/new` over `/listings/:id`), letters'
// case and a trailing slash do not matter, as in react-router. Plain JavaScript (types in
// matchRoute.d.mts) so that the shell's static server (Node, no build step) runs this very code to know
// which remote's files a page needs, the same answer the shell gets in the browser. A query or hash
// on `pathname` is ignored.

/** @param {string} text */
function segmentsOf(text) {
  return text.split('/').filter((segment) => segment !== '');
}

/** @param {string} segment */
function decode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * @template {{ path: string }} T
 * @param {readonly T[]} entries
 * @param {string} pathname
 * @returns {{ entry: T, params: Record<string, string> } | null}
 */
export function matchRoute(entries, pathname) {
  // A query or hash is not part of the path (`/signin?next=...`), as react-router's matchRoutes has it.
  const wanted = segmentsOf(pathname.split(/[?#]/)[0] ?? '');
  /** @type {{ entry: T, params: Record<string, string> } | null} */
  let best = null;
  let bestScore = -1;
  for (const entry of entries) {
    const pattern = segmentsOf(entry.path);
    if (pattern.length !== wanted.length) continue;
    /** @type {Record<string, string>} */
    const params = {};
    let score = 0;
    let matches = true;
    for (let index = 0; index < pattern.length && matches; index += 1) {
      const part = /** @type {string} */ (pattern[index]);
      const actual = /** @type {string} */ (wanted[index]);
      if (part.startsWith(':')) params[part.slice(1)] = decode(actual);
      else if (part.toLowerCase() === actual.toLowerCase()) score += 1;
      else matches = false;
    }
    if (matches && score > bestScore) {
      best = { entry, params };
      bestScore = score;
    }
  }
  return best;
}
