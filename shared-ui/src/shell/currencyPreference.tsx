import { CURRENCY_CODES, type CurrencyCode } from '@shoreline/shared-domain/types';

export const CURRENCY_STORAGE_KEY = 'shoreline.currency';

function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** The stored header choice, or null (nothing stored, a stale value, or storage blocked). */
export function readCurrencyPreference(storage: Storage | null): CurrencyCode | null {
  try {
    const value = storage?.getItem(CURRENCY_STORAGE_KEY);
    return isCurrencyCode(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCurrencyPreference(storage: Storage | null, code: CurrencyCode): void {
  try {
    storage?.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}
