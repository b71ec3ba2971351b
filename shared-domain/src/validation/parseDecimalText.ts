import { PRICE_DECIMALS } from '../constants';

/** Why a typed amount is not one: each gets its own message, so the person knows what to change. */
export type DecimalTextProblem = 'not-a-number' | 'too-many-decimals';

export type DecimalText = { ok: true; value: number } | { ok: false; problem: DecimalTextProblem };

// Digits, then optionally a decimal point or a decimal comma and digits: no signs, exponents,
// thousands separators, "0x", "NaN" or "Infinity". Europeans type "120,50" (issue 22 item 10).
const DECIMAL_TEXT = /^(\d+)(?:[.,](\d+))?$/;

/**
 * An amount typed in a form ("120", "120.50", "120,50") as a number, or what is wrong with it. The
 * one reading of typed prices: the listing form's price and the search's price bounds both use it.
 * A comma is always the decimal separator here, so "1,200" has three decimals and is refused as such
 * rather than silently read as 1200 or 1.2.
 */
export function parseDecimalText(text: string, maxDecimals: number = PRICE_DECIMALS): DecimalText {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return { ok: false, problem: 'not-a-number' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > maxDecimals) return { ok: false, problem: 'too-many-decimals' };
  return { ok: true, value: Number(fraction === '' ? whole : `${whole}.${fraction}`) };
}
