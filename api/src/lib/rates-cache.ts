import { fallbackRates, ratesAreFresh } from '@shoreline/shared-domain/pricing';
import type { CurrencyCode, Rates } from '@shoreline/shared-domain/types';

/** After a failed fetch, the provider is asked again after this long (not on every request). */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
const FETCH_TIMEOUT_MS = 3000;

export interface RatesCacheOptions {
  /** Provider URL answering `{ rates: { USD, GBP, ... } }` for base EUR; empty: never fetch. */
  url: string;
  now?: () => Date;
  onError?: (error: unknown) => void;
}

export interface RatesCache {
  get: () => Promise<Rates>;
}

function readRates(body: unknown): Record<CurrencyCode, number> {
  const rates = (body as { rates?: Record<string, unknown> } | null)?.rates;
  const usd = rates?.USD;
  const gbp = rates?.GBP;
  if (typeof usd !== 'number' || typeof gbp !== 'number' || !(usd > 0) || !(gbp > 0)) {
    throw new Error('rates provider answered without positive USD and GBP rates');
  }
  return { EUR: 1, USD: usd, GBP: gbp };
}

/**
 * Exchange rates for everyone (PRODUCT.md 13): the provider is fetched at most once an hour, one
 * fetch at a time however many requests wait for it. When it fails, the last live rates are served
 * (`cache`) or, if there never were any, the built-in rates of SPEC 9 (`fallback`).
 */
export function createRatesCache(options: RatesCacheOptions): RatesCache {
  const now = options.now ?? (() => new Date());
  let live: { rates: Record<CurrencyCode, number>; fetchedAt: Date } | null = null;
  let lastFailure: Date | null = null;
  let inFlight: Promise<Rates> | null = null;

  async function fetchLive(): Promise<Rates> {
    try {
      const response = await fetch(options.url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`rates provider answered ${response.status}`);
      live = { rates: readRates(await response.json()), fetchedAt: now() };
      lastFailure = null;
      return {
        base: 'EUR',
        rates: { ...live.rates },
        fetchedAt: live.fetchedAt.toISOString(),
        source: 'live',
      };
    } catch (error) {
      options.onError?.(error);
      lastFailure = now();
      return staleOrFallback();
    }
  }

  function staleOrFallback(): Rates {
    if (live)
      return {
        base: 'EUR',
        rates: { ...live.rates },
        fetchedAt: live.fetchedAt.toISOString(),
        source: 'cache',
      };
    return fallbackRates(now().toISOString());
  }

  return {
    async get() {
      if (live && ratesAreFresh(live.fetchedAt, now())) {
        return {
          base: 'EUR',
          rates: { ...live.rates },
          fetchedAt: live.fetchedAt.toISOString(),
          source: 'cache',
        };
      }
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
