// @ts-check
// What sitemap.xml is made of, from the API (issue 21 item 6): the active listings cut into files
// (GET /api/sitemap/listings/files), one file's listings (GET /api/sitemap/listings, keyset by id) and
// the destinations (GET /api/destinations). Each answer is kept in this process for `ttlMs` (5
// minutes): crawlers fetch the sitemap in bursts, the database is asked once per answer and period.
// Requests for the same answer while it is being fetched share that fetch; when the API fails and an
// older answer is kept, that one is served (a sitemap a few minutes old beats none) and the failure
// logged.

/**
 * @typedef {{ cursor: string | null, count: number, lastmod: string }} ListingFile
 * @typedef {{ total: number, files: ListingFile[] }} ListingFiles
 * @typedef {{ id: string, lastmod: string }} SitemapListing
 * @typedef {{ name: string }} Destination
 * @typedef {{ error: (object: object, message: string) => void }} Log
 */

/** How long an API answer waits before the sitemap gives up on it. */
const FETCH_TIMEOUT_MS = 10_000;

/**
 * @param {{ apiUrl: string, ttlMs?: number, fetch?: typeof fetch, now?: () => number }} options
 */
export function createSitemapSource({
  apiUrl,
  ttlMs = 5 * 60_000,
  fetch = globalThis.fetch,
  now = Date.now,
}) {
  /** @type {Map<string, { value: unknown, at: number }>} */
  const kept = new Map();
  /** @type {Map<string, Promise<unknown>>} */
  const pending = new Map();

  /** @param {string} path */
  async function getJson(path) {
    const response = await fetch(new URL(path, apiUrl), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`GET ${path} answered ${response.status}`);
    }
    return response.json();
  }

  /** @param {string} path @param {Log} log */
  async function cached(path, log) {
    const entry = kept.get(path);
    if (entry && now() - entry.at < ttlMs) return entry.value;
    let fetching = pending.get(path);
    if (!fetching) {
      fetching = getJson(path)
        .then((value) => {
          for (const [key, old] of kept) if (now() - old.at >= ttlMs) kept.delete(key);
          kept.set(path, { value, at: now() });
          return value;
        })
        .finally(() => pending.delete(path));
      pending.set(path, fetching);
    }
    try {
      return await fetching;
    } catch (error) {
      if (!entry) throw error;
      log.error({ err: error }, 'The sitemap could not be refreshed from the API; serving the one kept');
      return entry.value;
    }
  }

  return {
    /**
     * The active listings in files of `size`.
     * @param {number} size @param {Log} log @returns {Promise<ListingFiles>}
     */
    listingFiles: (size, log) =>
      /** @type {Promise<ListingFiles>} */ (cached(`/api/sitemap/listings/files?size=${size}`, log)),

    /**
     * The listings of the file starting after `cursor`.
     * @param {string | null} cursor @param {number} size @param {Log} log @returns {Promise<SitemapListing[]>}
     */
    async listings(cursor, size, log) {
      const query = new URLSearchParams({ limit: String(size), ...(cursor ? { cursor } : {}) });
      const page = /** @type {{ items: SitemapListing[] }} */ (
        await cached(`/api/sitemap/listings?${query}`, log)
      );
      return page.items;
    },

    /**
     * Every destination: the list comes a page at a time (`{ items, nextCursor }`), each page kept.
     * @param {Log} log @returns {Promise<Destination[]>}
     */
    async destinations(log) {
      /** @type {Destination[]} */
      const all = [];
      /** @type {string | null} */
      let cursor = null;
      // Bounded: a curated list is short; 50 pages of 100 is far past any real one.
      for (let page = 0; page < 50; page += 1) {
        const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
        const answer = /** @type {{ items: Destination[], nextCursor: string | null }} */ (
          await cached(`/api/destinations?${query}`, log)
        );
        all.push(...answer.items);
        cursor = answer.nextCursor;
        if (!cursor) break;
      }
      return all;
    },
  };
}
