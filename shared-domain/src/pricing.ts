// Prices (SPEC 5, 9; PRODUCT 4, 5): listing prices are stored in EUR; a stay costs nights (rounded
// up) times the price per night; every screen converts from EUR with the current rates and shows the
// chosen currency's symbol and 2 decimals.
import { DEFAULT_CURRENCY, PRICE_DECIMALS, RATES_MAX_AGE_MS } from './constants';
import { nightsBetween } from './dates';
import type { Currency, CurrencyCode, DateRange, IsoDateTime, Rates } from './types';

export { DEFAULT_CURRENCY };

/** The currencies of the header's picker, in display order, with their symbols. */
export const CURRENCIES: readonly Pick<Currency, 'code' | 'symbol'>[] = Object.freeze([
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'GBP', symbol: '£' },
]);

/** Built-in rates for one EUR, used when the rates provider fails (SPEC 9). */
export const FALLBACK_RATES: Readonly<Record<CurrencyCode, number>> = Object.freeze({
  USD: 1.09,
  EUR: 1,
  GBP: 0.86,
});

/** A Rates object built from the fallback table, stamped with `fetchedAt`. */
export function fallbackRates(fetchedAt: IsoDateTime): Rates {
  return { base: 'EUR', rates: { ...FALLBACK_RATES }, fetchedAt, source: 'fallback' };
}

export function currencySymbol(code: CurrencyCode): string {
  return CURRENCIES.find((currency) => currency.code === code)?.symbol ?? code;
}

/** Nights of a stay, rounded up (calendar dates are whole nights; never negative). */
export function nightsFor(range: DateRange): number {
  return Math.max(0, Math.ceil(nightsBetween(range.start, range.end)));
}

/** Rounds to cents, away from binary noise (1.005 -> 1.01). */
export function roundMoney(amount: number): number {
  const factor = 10 ** PRICE_DECIMALS;
  return Math.round((amount + Math.sign(amount) * Number.EPSILON * Math.abs(amount)) * factor) / factor;
}

/** Nights times price per night, in the listing's currency (EUR), to the cent. */
export function totalPrice(pricePerNight: number, range: DateRange): number {
  const cents = Math.round(pricePerNight * 100);
  return (nightsFor(range) * cents) / 100;
}

type RatesTable = Partial<Record<CurrencyCode, number>>;

/** The rate of one EUR in `code` that every screen converts with; a missing or broken one falls back. */
export function rateOf(code: CurrencyCode, rates: Rates | RatesTable | null | undefined): number {
  const table: RatesTable | undefined = rates && 'base' in rates ? rates.rates : (rates ?? undefined);
  const rate = table?.[code];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : FALLBACK_RATES[code];
}

/** An EUR amount in `code`; a missing or broken rate falls back to FALLBACK_RATES. */
export function convertFromEur(
  amountEur: number,
  code: CurrencyCode,
  rates: Rates | RatesTable | null | undefined,
): number {
  return roundMoney(amountEur * rateOf(code, rates));
}

// One formatter for every call: `toLocaleString` with options builds a new one each time (about a
// quarter of a millisecond of CPU per price, on the shell's server too), with the same result.
const moneyDigits = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: PRICE_DECIMALS,
  maximumFractionDigits: PRICE_DECIMALS,
});

/** An amount already in `code`: symbol and 2 decimals with thousands separators, e.g. `$1,090.00`. */
export function formatMoney(amount: number, code: CurrencyCode): string {
  const digits = moneyDigits.format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${currencySymbol(code)}${digits}`;
}

/** An EUR amount shown in the chosen currency: `formatPrice(100, 'USD', rates)` -> `$109.00`. */
export function formatPrice(
  amountEur: number,
  code: CurrencyCode,
  rates: Rates | RatesTable | null | undefined,
): string {
  return formatMoney(convertFromEur(amountEur, code, rates), code);
}

/** Rates younger than one hour are used as they are; older ones are fetched again. */
export function ratesAreFresh(fetchedAt: IsoDateTime | Date | number, now: Date = new Date()): boolean {
  const fetched = fetchedAt instanceof Date ? fetchedAt.getTime() : new Date(fetchedAt).getTime();
  if (Number.isNaN(fetched)) return false;
  const age = now.getTime() - fetched;
  return age >= 0 && age < RATES_MAX_AGE_MS;
}
