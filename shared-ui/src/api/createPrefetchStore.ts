// GET requests started before anyone asked for them (a page's data while its code still downloads, a
// link's target on hover), kept until the ApiClient's first request for the same path takes them.
// Taken once: a later request (Retry, a reload of the list) asks the API again. Forgotten on any write
// (clear): an answer fetched before a change (a hover, then a save) would show the page as it was.
// A successful answer is also read as it arrives (a copy of it), so that a screen mounting after it
// has arrived can render with it in its first commit (`takeArrived`) instead of a loading state.

/** Past this, a prefetched answer is not used (the visitor hovered a link and came back much later). */
export const PREFETCH_MAX_AGE_MS = 30_000;

export interface PrefetchStore {
  /** Starts GET `path` unless a fresh one is already under way. */
  prefetch: (path: string) => void;
  /** The prefetched answer for `path`, once; null when there is none (or it is too old). */
  take: (path: string) => Promise<Response> | null;
  /**
   * A copy of the answer under way for `path`, leaving it for its taker (the LCP preload reads the
   * page's data this way). Call it before anyone takes and reads the answer.
   */
  peek: (path: string) => Promise<Response> | null;
  /**
   * The body of a successful (2xx) answer for `path` that has already arrived, once, synchronously;
   * null while it is under way, when it failed or was refused (the taker's request reports that),
   * or when it is too old.
   */
  takeArrived: (path: string) => ArrivedAnswer | null;
  /** Forgets every prefetched answer (the ApiClient calls it before each write). */
  clear: () => void;
}

export interface ArrivedAnswer {
  status: number;
  text: string;
}

interface Entry {
  at: number;
  response: Promise<Response>;
  arrived?: ArrivedAnswer;
}

export function createPrefetchStore(
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  now: () => number = Date.now,
  timeoutMs = 30_000,
): PrefetchStore {
  const entries = new Map<string, Entry>();
  const fresh = (at: number) => now() - at <= PREFETCH_MAX_AGE_MS;
  return {
    prefetch(path) {
      const known = entries.get(path);
      if (known && fresh(known.at)) return;
      const response = fetchImpl(path, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const entry: Entry = { at: now(), response };
      entries.set(path, entry);
      response
        .then(async (answer) => {
          if (!answer.ok) return;
          const text = await answer.clone().text();
          entry.arrived = { status: answer.status, text };
        })
        // A failed prefetch is nobody's error: the real request asks again.
        .catch(() => undefined);
    },
    take(path) {
      const known = entries.get(path);
      if (!known) return null;
      entries.delete(path);
      return fresh(known.at) ? known.response : null;
    },
    peek(path) {
      const known = entries.get(path);
      if (!known || !fresh(known.at)) return null;
      // Cloned as it arrives, before the taker (whose reaction comes later) reads the body.
      return known.response.then((response) => response.clone());
    },
    takeArrived(path) {
      const known = entries.get(path);
      if (!known?.arrived || !fresh(known.at)) return null;
      entries.delete(path);
      return known.arrived;
    },
    clear() {
      entries.clear();
    },
  };
}
