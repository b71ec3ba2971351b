// Answers of the API that are the same for every visitor (the exchange rates), shared by the pages
// the shell's server renders within a few seconds of each other: one request for all of them
// instead of one each. Each request cost the shell's server more CPU than most of the page's own
// rendering work (bench:ssr); the rates change once an hour at most (the API refreshes them hourly),
// and a page is never more than `maxAgeMs` behind them. Only an answer that came is kept: a late or
// failed one is asked again by the next page.
export interface SharedAnswers {
  /** `load()`'s answer for `path`: the one kept, or the one in flight, or a new request. */
  get: <T>(path: string, load: () => Promise<T>, keep: (answer: T) => boolean) => Promise<T>;
}

interface Kept {
  at: number;
  answer: Promise<unknown>;
  settled: boolean;
}

export function createSharedAnswers({
  maxAgeMs = 5_000,
  now = Date.now,
}: { maxAgeMs?: number; now?: () => number } = {}): SharedAnswers {
  const kept = new Map<string, Kept>();
  return {
    get(path, load, keep) {
      const known = kept.get(path);
      if (known && (!known.settled || now() - known.at < maxAgeMs)) return known.answer as never;
      const entry: Kept = { at: now(), answer: Promise.resolve(), settled: false };
      const answer = load().then(
        (value) => {
          entry.settled = true;
          entry.at = now();
          if (!keep(value)) kept.delete(path);
          return value;
        },
        (error: unknown) => {
          kept.delete(path);
          throw error;
        },
      );
      entry.answer = answer;
      kept.set(path, entry);
      return answer;
    },
  };
}
