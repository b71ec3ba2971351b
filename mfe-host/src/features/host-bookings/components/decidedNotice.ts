import { bookingDecidedNotice } from '@shoreline/shared-domain/messages';

/** What the approve and reject pages hand to Manage Bookings in the history state. */
export interface DecidedState {
  decided: { decision: 'approved' | 'rejected'; renter: string; listing: string };
}

export function decidedState(
  decision: 'approved' | 'rejected',
  renter: string,
  listing: string,
): DecidedState {
  return { decided: { decision, renter, listing } };
}

/** The confirmation to show for a history state left by a decision, or null for any other state. */
export function decidedNotice(state: unknown): string | null {
  const decided = (state as Partial<DecidedState> | null)?.decided;
  if (!decided || (decided.decision !== 'approved' && decided.decision !== 'rejected')) return null;
  if (typeof decided.renter !== 'string' || typeof decided.listing !== 'string') return null;
  return bookingDecidedNotice(decided.decision, decided.renter, decided.listing);
}
