import type { GuestCounts } from '@shoreline/shared-domain/listingFacts';

/**
 * The party the booking form starts with: the search's `guests` (a head count) as adults, kept within
 * the listing's maximum; one adult when the search named none or something unreadable.
 */
export function startingGuests(searchGuests: string | null, maxGuests: number): GuestCounts {
  const count = searchGuests !== null && /^\d{1,2}$/.test(searchGuests) ? Number(searchGuests) : 1;
  return { adults: Math.max(1, Math.min(count, maxGuests)), children: 0, infants: 0, pets: false };
}
