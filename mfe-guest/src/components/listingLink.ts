import type { IsoDate } from '@shoreline/shared-domain/types';
import { paths } from '@shoreline/shared-ui/routes';

/**
 * The listing page, carrying the stay the renter searched for so the booking form starts with it
 * (the details page checks the dates against availability before using them).
 */
export function listingLink(id: string, stay: { checkin: IsoDate; checkout: IsoDate } | null): string {
  if (!stay) return paths.listing(id);
  const query = new URLSearchParams({ checkin: stay.checkin, checkout: stay.checkout });
  return `${paths.listing(id)}?${query.toString()}`;
}
