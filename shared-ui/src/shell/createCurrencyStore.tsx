// The header's currency and the exchange rates every price is converted with. Rates come from the API
// (which caches the provider for an hour, PRODUCT.md 13); until they arrive, and when the API cannot
// be reached, the built-in fallback rates of SPEC section 9 are used.
import { createStore, type StoreApi } from 'zustand';
import { DEFAULT_CURRENCY } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { fallbackRates, ratesAreFresh } from '@shoreline/shared-domain/pricing';
import type { CurrencyCode, Rates } from '@shoreline/shared-domain/types';
import type { ApiClient, CurrencyState } from '../contract';
import { readCurrencyPreference, writeCurrencyCookie, writeCurrencyPreference } from './currencyPreference';
import { callApi } from '../api/callApi';

export interface CurrencyStoreOptions {
  storage?: Storage | null;
  now?: () => Date;
  /** The code a server-rendered page was rendered in (its cookie), ahead of the stored choice. */
  code?: CurrencyCode;
  /** The rates a server-rendered page was rendered with: `ready`, no second request for them. */
  rates?: Rates;
  /** Where the choice's cookie is written (the browser's document; none on the server, in tests). */
  cookieDocument?: Document | null;
}

export function createCurrencyStore(
  api: ApiClient,
  options: CurrencyStoreOptions = {},
): StoreApi<CurrencyState> {
  const storage = options.storage ?? null;
  const now = options.now ?? (() => new Date());
  let inFlight: Promise<void> | null = null;

  return createStore<CurrencyState>()((set, get) => ({
    code: options.code ?? readCurrencyPreference(storage) ?? DEFAULT_CURRENCY,
    rates: options.rates ?? fallbackRates(new Date(0).toISOString()),
    ratesStatus: options.rates ? 'ready' : 'loading',

    setCode: (code) => {
      writeCurrencyPreference(storage, code);
      writeCurrencyCookie(options.cookieDocument ?? null, code);
      set({ code });
    },

    refreshRates: (force = false) => {
      const { ratesStatus, rates } = get();
      if (!force && ratesStatus === 'ready' && ratesAreFresh(rates.fetchedAt, now()))
        return Promise.resolve();
      inFlight ??= callApi(api, 'get', '/api/rates')
        .then((fresh) => set({ rates: fresh, ratesStatus: 'ready' }))
        .catch((error: unknown) => {
          console.error(MESSAGES.usingCachedRates, error);
          // Keep live rates we already had; otherwise the fallback stays in place.
          if (get().ratesStatus !== 'ready') set({ ratesStatus: 'failed' });
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  }));
}
