import { MAX_PRICE_PER_NIGHT } from '../constants';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import { parseDecimalText } from './parseDecimalText';

/**
 * A price per night from a form's text ('120.50' or '120,50') or a number (the API's JSON):
 * positive, at most 2 decimals, at most MAX_PRICE_PER_NIGHT. A refusal names the exact problem.
 */
export function parsePrice(value: unknown, field = 'pricePerNight'): Result<number> {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return fail(MESSAGES.priceRequired, field);
  }
  let price: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fail(MESSAGES.priceInvalid, field);
    const cents = value * 100;
    if (Math.abs(cents - Math.round(cents)) > 1e-6) return fail(MESSAGES.priceTooManyDecimals, field);
    price = Math.round(cents) / 100;
  } else if (typeof value === 'string') {
    const parsed = parseDecimalText(value);
    if (!parsed.ok) {
      return fail(
        parsed.problem === 'too-many-decimals' ? MESSAGES.priceTooManyDecimals : MESSAGES.priceInvalid,
        field,
      );
    }
    price = parsed.value;
  } else {
    return fail(MESSAGES.priceInvalid, field);
  }
  if (price <= 0 || price > MAX_PRICE_PER_NIGHT) return fail(MESSAGES.priceOutOfRange, field);
  return succeed(price);
}
