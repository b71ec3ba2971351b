import { RATES_MAX_AGE_MS } from './constants';
import {
  convertFromEur,
  CURRENCIES,
  currencySymbol,
  DEFAULT_CURRENCY,
  FALLBACK_RATES,
  fallbackRates,
  formatMoney,
  formatPrice,
  nightsFor,
  ratesAreFresh,
  roundMoney,
  totalPrice,
} from './pricing';
import type { Rates } from './types';

const liveRates: Rates = {
  base: 'EUR',
  rates: { USD: 1.1, EUR: 1, GBP: 0.85 },
  fetchedAt: '2026-07-01T10:00:00.000Z',
  source: 'live',
};

describe('currencies', () => {
  it('offers USD, EUR and GBP with their symbols, EUR by default', () => {
    expect(CURRENCIES).toEqual([
      { code: 'USD', symbol: '$' },
      { code: 'EUR', symbol: '€' },
      { code: 'GBP', symbol: '£' },
    ]);
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(currencySymbol('GBP')).toBe('£');
  });

  it('has the built-in fallback rates of SPEC 9', () => {
    expect(FALLBACK_RATES).toEqual({ USD: 1.09, EUR: 1, GBP: 0.86 });
    expect(fallbackRates('2026-07-01T00:00:00.000Z')).toEqual({
      base: 'EUR',
      rates: { USD: 1.09, EUR: 1, GBP: 0.86 },
      fetchedAt: '2026-07-01T00:00:00.000Z',
      source: 'fallback',
    });
  });
});

describe('totals', () => {
  it('counts whole nights, never negative', () => {
    expect(nightsFor({ start: '2026-07-01', end: '2026-07-04' })).toBe(3);
    expect(nightsFor({ start: '2026-07-04', end: '2026-07-01' })).toBe(0);
  });

  it('multiplies nights by the price per night to the cent', () => {
    expect(totalPrice(120.5, { start: '2026-07-01', end: '2026-07-04' })).toBe(361.5);
    expect(totalPrice(0.1, { start: '2026-07-01', end: '2026-07-04' })).toBe(0.3);
    expect(totalPrice(33.33, { start: '2026-07-01', end: '2026-07-08' })).toBe(233.31);
    expect(totalPrice(100, { start: '2026-07-01', end: '2026-07-01' })).toBe(0);
  });

  it('rounds half-cents up despite binary floating point', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(10)).toBe(10);
  });
});

describe('conversion and formatting', () => {
  it('converts from EUR with the rates object or a plain table', () => {
    expect(convertFromEur(100, 'USD', liveRates)).toBe(110);
    expect(convertFromEur(100, 'GBP', { USD: 1.2, EUR: 1, GBP: 0.9 })).toBe(90);
    expect(convertFromEur(100, 'EUR', liveRates)).toBe(100);
  });

  it('falls back to the built-in rate when a rate is missing or broken', () => {
    expect(convertFromEur(100, 'USD', null)).toBe(109);
    expect(convertFromEur(100, 'GBP', { USD: 1.2 })).toBe(86);
    expect(convertFromEur(100, 'USD', { USD: Number.NaN })).toBe(109);
    expect(convertFromEur(100, 'USD', { USD: 0 })).toBe(109);
  });

  it('formats with the symbol and 2 decimals', () => {
    expect(formatPrice(100, 'USD', FALLBACK_RATES)).toBe('$109.00');
    expect(formatPrice(100, 'EUR', FALLBACK_RATES)).toBe('€100.00');
    expect(formatPrice(100, 'GBP', FALLBACK_RATES)).toBe('£86.00');
    expect(formatPrice(99.999, 'EUR', FALLBACK_RATES)).toBe('€100.00');
  });

  it('separates thousands and keeps the sign in front', () => {
    expect(formatMoney(1234567.5, 'EUR')).toBe('€1,234,567.50');
    expect(formatMoney(-5, 'USD')).toBe('-$5.00');
    expect(formatMoney(0, 'GBP')).toBe('£0.00');
  });
});

describe('ratesAreFresh', () => {
  const fetchedAt = '2026-07-01T10:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(fetchedAt) + ms);

  it('is fresh for under one hour', () => {
    expect(ratesAreFresh(fetchedAt, at(0))).toBe(true);
    expect(ratesAreFresh(fetchedAt, at(RATES_MAX_AGE_MS - 1))).toBe(true);
    expect(ratesAreFresh(new Date(fetchedAt), at(60_000))).toBe(true);
    expect(ratesAreFresh(Date.parse(fetchedAt), at(60_000))).toBe(true);
  });

  it('is stale from one hour on, for unreadable stamps and stamps from the future', () => {
    expect(RATES_MAX_AGE_MS).toBe(3_600_000);
    expect(ratesAreFresh(fetchedAt, at(RATES_MAX_AGE_MS))).toBe(false);
    expect(ratesAreFresh('not a date', at(0))).toBe(false);
    expect(ratesAreFresh(fetchedAt, at(-60_000))).toBe(false);
  });
});
