// The currency every Price shows. The shell owns the choice and the rates (its currency store); each
// remote wraps its tree in CurrencyDisplayProvider fed from that store, so switching the currency in
// the header re-renders every price inside every remote at once. Without a provider (tests, a
// standalone page) prices show in EUR with the built-in fallback rates.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_CURRENCY } from '@shoreline/shared-domain/constants';
import { fallbackRates, formatPrice } from '@shoreline/shared-domain/pricing';
import type { CurrencyCode, Rates } from '@shoreline/shared-domain/types';

export interface CurrencyDisplay {
  code: CurrencyCode;
  /** EUR-based rates, as `/api/rates` sends them (the shell's CurrencyState.rates). */
  rates: Rates;
}

const DEFAULT_DISPLAY: CurrencyDisplay = Object.freeze({
  code: DEFAULT_CURRENCY,
  rates: fallbackRates('1970-01-01T00:00:00.000Z'),
});

export const CurrencyDisplayContext = createContext<CurrencyDisplay>(DEFAULT_DISPLAY);
CurrencyDisplayContext.displayName = 'CurrencyDisplayContext';

export interface CurrencyDisplayProviderProps {
  code: CurrencyCode;
  rates: Rates;
  children?: ReactNode;
}

export function CurrencyDisplayProvider({ code, rates, children }: CurrencyDisplayProviderProps) {
  const value = useMemo(() => ({ code, rates }), [code, rates]);
  return <CurrencyDisplayContext.Provider value={value}>{children}</CurrencyDisplayContext.Provider>;
}

/** The chosen currency and rates. */
export function useCurrencyDisplay(): CurrencyDisplay {
  return useContext(CurrencyDisplayContext);
}

/** `(amountEur) => '$109.00'` in the chosen currency: for text that is not a <Price> element. */
export function useFormatPrice(): (amountEur: number) => string {
  const { code, rates } = useCurrencyDisplay();
  return useCallback((amountEur: number) => formatPrice(amountEur, code, rates), [code, rates]);
}
