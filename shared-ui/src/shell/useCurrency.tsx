import { useCallback } from 'react';
import { useStore } from 'zustand';
import { formatPrice } from '@shoreline/shared-domain/pricing';
import type { CurrencyCode, Rates } from '@shoreline/shared-domain/types';
import type { CurrencyState } from '../contract';
import { useShell } from './useShell';
import { usesFallbackRates } from './usesFallbackRates';

export interface CurrencyView {
  code: CurrencyCode;
  rates: Rates;
  ratesStatus: CurrencyState['ratesStatus'];
  /** True when prices use the built-in rates ("Using cached exchange rates"). */
  usingFallbackRates: boolean;
  setCode: (code: CurrencyCode) => void;
  /** An EUR amount in the chosen currency with symbol and 2 decimals: `format(100)` -> `$109.00`. */
  format: (amountEur: number) => string;
}

/** The header's currency, live: a switch re-renders every component that uses it. */
export function useCurrency(): CurrencyView {
  const { currency } = useShell();
  const code = useStore(currency, (state) => state.code);
  const rates = useStore(currency, (state) => state.rates);
  const ratesStatus = useStore(currency, (state) => state.ratesStatus);
  const setCode = useStore(currency, (state) => state.setCode);
  const format = useCallback((amountEur: number) => formatPrice(amountEur, code, rates), [code, rates]);
  return {
    code,
    rates,
    ratesStatus,
    usingFallbackRates: usesFallbackRates({ rates, ratesStatus }),
    setCode,
    format,
  };
}
