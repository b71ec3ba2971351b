import type { CurrencyState } from '../contract';

/** True when prices are converted with the built-in rates: the header says "Using cached exchange rates". */
export function usesFallbackRates(state: Pick<CurrencyState, 'rates' | 'ratesStatus'>): boolean {
  return (
    state.ratesStatus === 'failed' || (state.ratesStatus === 'ready' && state.rates.source === 'fallback')
  );
}
