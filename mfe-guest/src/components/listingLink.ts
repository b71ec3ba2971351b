import type { IsoDate } from '@shoreline/shared-domain/types';
import { paths } from '@shoreline/shared-ui/routes';

/**
 * The listing page, carrying the stay and the head count the renter searched for so the booking form
 * starts with them (the details page checks the dates against availability, and caps the guests at
 * the listing's maximum, before using them).
 */
export function listingLink(
  id: string,
  stay: { checkin: IsoDate; checkout: IsoDate } | null,
  guests: number | null = null,
): string {
  const query = new URLSearchParams();
  if (stay) {
    query.set('checkin', stay.checkin);
    query.set('checkout', stay.checkout);
  }
  if (guests !== null) query.set('guests', String(guests));
  const text = query.toString();
  return text ? `${paths.listing(id)}?${text}` : paths.listing(id);
}
