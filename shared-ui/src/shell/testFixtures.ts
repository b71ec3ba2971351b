// Data the shell-contract tests share (imported by tests only, so never bundled into an app).
import type { Rates, User } from '@shoreline/shared-domain/types';

export const ana: User = {
  id: 'u1',
  name: 'Ana Silva',
  email: 'ana@shoreline.test',
  roles: ['renter'],
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Live rates fetched just now, with the given USD and GBP rates. */
export function liveRates(usd: number, gbp: number, fetchedAt = new Date().toISOString()): Rates {
  return { base: 'EUR', rates: { EUR: 1, USD: usd, GBP: gbp }, fetchedAt, source: 'live' };
}
