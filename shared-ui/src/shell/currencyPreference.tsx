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

/**
 * The header's choice as a cookie too, so that the shell's server renders prices in it (issue 21):
 * without it a GBP renter would get EUR prices in the HTML and see them change once scripts ran.
 * Read by shell/src/server (the name is part of that contract). A year, the whole site, first-party.
 */
export const CURRENCY_COOKIE = 'shoreline_currency';

/** Writes the choice's cookie unless `doc` already carries it (no document: nothing to do). */
export function writeCurrencyCookie(doc: Document | null, code: CurrencyCode): void {
  if (!doc || readCurrencyCookie(doc.cookie) === code) return;
  doc.cookie = `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}

/** The currency a Cookie header (or `document.cookie`) names, or null. */
export function readCurrencyCookie(cookieHeader: string | undefined): CurrencyCode | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((text) => text.trim());
    if (name === CURRENCY_COOKIE && isCurrencyCode(value)) return value;
  }
  return null;
}
