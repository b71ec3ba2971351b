import { fallbackRates, ratesAreFresh } from '@shoreline/shared-domain/pricing';
import type { CurrencyCode, Rates } from '@shoreline/shared-domain/types';

/** After a failed fetch, the provider is asked again after this long (not on every request). */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
const FETCH_TIMEOUT_MS = 3000;

/** Rates a provider answered, and when. */
export interface LiveRates {
  rates: Record<CurrencyCode, number>;
  fetchedAt: Date;
}

/**
 * Where the replicas share the last live rates (Redis). Both methods may fail (Redis down): the
 * cache then works on its own, as without a shared store.
 */
export interface SharedRatesStore {
  read: () => Promise<LiveRates | null>;
  write: (live: LiveRates) => Promise<void>;
}

export interface RatesCacheOptions {
  /** Provider URL answering `{ rates: { USD, GBP, ... } }` for base EUR; empty: never fetch. */
  url: string;
  now?: () => Date;
  onError?: (error: unknown) => void;
  /** Shared by every replica: one fetch an hour for all of them, not one per replica. */
  shared?: SharedRatesStore;
}

export interface RatesCache {
  get: () => Promise<Rates>;
}

/** `{ EUR: 1, USD, GBP }` from a provider's body, or an error when it lacks positive USD and GBP. */
export function readRates(body: unknown): Record<CurrencyCode, number> {
  const rates = (body as { rates?: Record<string, unknown> } | null)?.rates;
  const usd = rates?.USD;
  const gbp = rates?.GBP;
  if (typeof usd !== 'number' || typeof gbp !== 'number' || !(usd > 0) || !(gbp > 0)) {
    throw new Error('rates provider answered without positive USD and GBP rates');
  }
  return { EUR: 1, USD: usd, GBP: gbp };
}

function answer(live: LiveRates, source: 'live' | 'cache'): Rates {
  return { base: 'EUR', rates: { ...live.rates }, fetchedAt: live.fetchedAt.toISOString(), source };
}

/**
 * Exchange rates for everyone (PRODUCT.md 13): the provider is fetched at most once an hour, one
 * fetch at a time however many requests wait for it. When it fails, the last live rates are served
 * (`cache`) or, if there never were any, the built-in rates of SPEC 9 (`fallback`). With a shared
 * store, a replica whose own rates are stale first takes the ones another replica fetched.
 */
export function createRatesCache(options: RatesCacheOptions): RatesCache {
  const now = options.now ?? (() => new Date());
  let live: LiveRates | null = null;
  let lastFailure: Date | null = null;
  let inFlight: Promise<Rates> | null = null;

  async function fetchLive(): Promise<Rates> {
    try {
      const response = await fetch(options.url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`rates provider answered ${response.status}`);
      const fetched: LiveRates = { rates: readRates(await response.json()), fetchedAt: now() };
      live = fetched;
      lastFailure = null;
      await options.shared?.write(fetched).catch(options.onError);
      return answer(fetched, 'live');
    } catch (error) {
      options.onError?.(error);
      lastFailure = now();
      return staleOrFallback();
    }
  }

  function staleOrFallback(): Rates {
    return live ? answer(live, 'cache') : fallbackRates(now().toISOString());
  }

  /** The other replicas' rates when they are newer than ours (never fails: Redis is optional). */
  async function adoptShared(): Promise<void> {
    const shared = await options.shared?.read().catch((error: unknown) => {
      options.onError?.(error);
      return null;
    });
    if (shared && (!live || shared.fetchedAt > live.fetchedAt)) live = shared;
  }

  return {
    async get() {
      if (live && ratesAreFresh(live.fetchedAt, now())) return answer(live, 'cache');
      await adoptShared();
      if (live && ratesAreFresh(live.fetchedAt, now())) return answer(live, 'cache');
      if (!options.url) return fallbackRates(now().toISOString());
      if (lastFailure && now().getTime() - lastFailure.getTime() < RETRY_AFTER_FAILURE_MS)
        return staleOrFallback();
      inFlight ??= fetchLive().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
