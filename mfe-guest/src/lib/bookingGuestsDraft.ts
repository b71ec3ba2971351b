// Who is coming, kept across the sign-in round trip like the message to the host (bookingMessageDraft):
// the dates travel in the return URL, the party stays in this tab's sessionStorage. What comes back is
// only a shape; the booking form still checks it against the listing's maximum and pet rule.
import type { GuestCounts } from '@shoreline/shared-domain/listingFacts';

const keyOf = (listingId: string) => `shoreline:booking-guests:${listingId}`;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99;

/** Keeps `guests` for the listing's booking form until they are taken back. */
export function keepBookingGuests(listingId: string, guests: GuestCounts): void {
  try {
    sessionStorage.setItem(keyOf(listingId), JSON.stringify(guests));
  } catch {
    // Storage refused (privacy mode, quota): the visitor chooses the guests again.
  }
}

/** The guests kept for the listing, removed as they are read (used once); null when none or unreadable. */
export function takeBookingGuests(listingId: string): GuestCounts | null {
  try {
    const text = sessionStorage.getItem(keyOf(listingId));
    if (text === null) return null;
    sessionStorage.removeItem(keyOf(listingId));
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { adults, children, infants, pets } = value as Record<string, unknown>;
    if (
      !isCount(adults) ||
      adults < 1 ||
      !isCount(children) ||
      !isCount(infants) ||
      typeof pets !== 'boolean'
    )
      return null;
    return { adults, children, infants, pets };
  } catch {
    return null;
  }
}
