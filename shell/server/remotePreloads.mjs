// @ts-check
// The files each remote says its pages need (its build's mf-preload.json, beside its manifest), read
// at request time like the remote locations themselves, so a remote deployed on its own is preloaded
// by its new file names. Kept a few seconds and refreshed in the background; a remote that does not
// answer quickly costs the page its preloads, never its HTML (the browser then loads as before).

export const PRELOAD_FILE = 'mf-preload.json';

/**
 * @typedef {{ js: string[], css: string[] }} Files
 * @typedef {{ remoteEntry: string, entry: Files, routes: Record<string, Files> }} PreloadList
 */

/**
 * @param {any} value
 * @returns {value is PreloadList}
 */
function isPreloadList(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.remoteEntry === 'string' &&
    typeof value.entry === 'object' &&
    typeof value.routes === 'object'
  );
}

/**
 * @param {{ fetch?: typeof fetch, maxAgeMs?: number, timeoutMs?: number, now?: () => number }} [options]
 * @returns {(manifestUrl: string) => Promise<PreloadList | null>}  by the manifest URL the server reaches
 */
export function createRemotePreloads(options = {}) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 800;
  const now = options.now ?? Date.now;
  /** @type {Map<string, { at: number, list: PreloadList | null, refreshing: Promise<PreloadList | null> | null }>} */
  const cache = new Map();

  /**
   * @param {string} manifestUrl
   * @returns {Promise<PreloadList | null>}
   */
  async function read(manifestUrl) {
    try {
      const response = await fetchImpl(new URL(PRELOAD_FILE, manifestUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const list = await response.json();
      return isPreloadList(list) ? list : null;
    } catch {
      return null;
    }
  }

  /** @param {string} manifestUrl */
  function refresh(manifestUrl) {
    const known = cache.get(manifestUrl);
    if (known?.refreshing) return known.refreshing;
    const refreshing = read(manifestUrl).then((list) => {
      cache.set(manifestUrl, { at: now(), list, refreshing: null });
      return list;
    });
    cache.set(manifestUrl, { at: known?.at ?? 0, list: known?.list ?? null, refreshing });
    return refreshing;
  }

  return async (manifestUrl) => {
    const known = cache.get(manifestUrl);
    if (known && now() - known.at < maxAgeMs) return known.list;
    // Stale: answer with what we have and refresh for the next page.
    if (known?.list) {
      void refresh(manifestUrl);
      return known.list;
    }
    return refresh(manifestUrl);
  };
}
