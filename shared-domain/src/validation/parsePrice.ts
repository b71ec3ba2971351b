import { MAX_PRICE_PER_NIGHT } from '../constants';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';

// Digits with an optional decimal point and up to 2 decimals: no signs, exponents or separators.
const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * A price per night from a form's text ('120.50') or a number (the API's JSON): positive, at most 2
 * decimals, at most MAX_PRICE_PER_NIGHT.
 */
export function parsePrice(value: unknown, field = 'pricePerNight'): Result<number> {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return fail(MESSAGES.priceRequired, field);
  }
  let price: number;
  if (typeof value === 'number') {
    const cents = value * 100;
    if (!Number.isFinite(value) || Math.abs(cents - Math.round(cents)) > 1e-6) {
      return fail(MESSAGES.priceInvalid, field);
    }
    price = Math.round(cents) / 100;
  } else if (typeof value === 'string' && PRICE_PATTERN.test(value.trim())) {
    price = Number(value.trim());
  } else {
    return fail(MESSAGES.priceInvalid, field);
  }
  if (price <= 0) return fail(MESSAGES.priceInvalid, field);
  if (price > MAX_PRICE_PER_NIGHT) return fail(MESSAGES.priceTooHigh, field);
  return succeed(price);
}
