import { FALLBACK_RATES } from '@shoreline/shared-domain/pricing';
import type { Rates } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '../api/apiRequestError';
import { createTableApi } from '../api/createTableApi';
import { createCurrencyStore } from './createCurrencyStore';
import { CURRENCY_STORAGE_KEY } from './currencyPreference';
import { usesFallbackRates } from './usesFallbackRates';

const live = (fetchedAt: string): Rates => ({
  base: 'EUR',
  rates: { EUR: 1, USD: 1.1, GBP: 0.85 },
  fetchedAt,
  source: 'live',
});

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('createCurrencyStore', () => {
  it('defaults to EUR with the built-in rates until the API answers', () => {
    const currency = createCurrencyStore(createTableApi({}), { storage: window.localStorage });
    expect(currency.getState()).toMatchObject({ code: 'EUR', ratesStatus: 'loading' });
    expect(currency.getState().rates.rates).toEqual(FALLBACK_RATES);
    expect(usesFallbackRates(currency.getState())).toBe(false);
  });

  it('remembers the chosen currency across visits', () => {
    const first = createCurrencyStore(createTableApi({}), { storage: window.localStorage });
    first.getState().setCode('GBP');
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('GBP');
    const next = createCurrencyStore(createTableApi({}), { storage: window.localStorage });
    expect(next.getState().code).toBe('GBP');
  });

  it('ignores a stored value that is not a currency of the picker', () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'JPY');
    expect(createCurrencyStore(createTableApi({}), { storage: window.localStorage }).getState().code).toBe(
      'EUR',
    );
  });

  it('fetches the rates, and again only once they are older than an hour', async () => {
    let now = new Date('2026-07-01T10:00:00.000Z');
    const api = createTableApi({ 'GET /api/rates': () => live(now.toISOString()) });
    const currency = createCurrencyStore(api, { now: () => now });
    await currency.getState().refreshRates();
    expect(currency.getState()).toMatchObject({ ratesStatus: 'ready', rates: { source: 'live' } });

    now = new Date('2026-07-01T10:59:00.000Z');
    await currency.getState().refreshRates();
    expect(api.calls).toHaveLength(1);

    now = new Date('2026-07-01T11:00:01.000Z');
    await currency.getState().refreshRates();
    expect(api.calls).toHaveLength(2);
  });

  it('says the fallback is in use when the API sends fallback rates or cannot be reached', async () => {
    const fallback = createCurrencyStore(
      createTableApi({ 'GET /api/rates': () => ({ ...live(new Date().toISOString()), source: 'fallback' }) }),
    );
    await fallback.getState().refreshRates();
    expect(usesFallbackRates(fallback.getState())).toBe(true);

    const down = createCurrencyStore(
      createTableApi({
        'GET /api/rates': () => {
          throw new ApiRequestError(0, 'offline', 'Network Error');
        },
      }),
    );
    await down.getState().refreshRates();
    expect(down.getState().ratesStatus).toBe('failed');
    expect(usesFallbackRates(down.getState())).toBe(true);
  });

  it('keeps live rates it already has when a later refresh fails', async () => {
    let up = true;
    const currency = createCurrencyStore(
      createTableApi({
        'GET /api/rates': () => {
          if (up) return live('2000-01-01T00:00:00.000Z');
          throw new ApiRequestError(503, 'down', 'Service Unavailable');
        },
      }),
    );
    await currency.getState().refreshRates();
    up = false;
    await currency.getState().refreshRates(true);
    expect(currency.getState()).toMatchObject({ ratesStatus: 'ready', rates: { source: 'live' } });
  });
});
