import type { Booking, BookingStatus } from '@shoreline/shared-domain/types';
import { MARINA } from './renderWithShell';

const HOUR = 60 * 60 * 1000;

/**
 * When a request read now expires: a pending one in 2 days 5 hours (and half a minute, so the text
 * "Expires in 2 days 5 hours" holds while the test runs), an expired one a day ago; null otherwise.
 */
function expiresAtFor(status: BookingStatus): string | null {
  if (status === 'pending') return new Date(Date.now() + 53 * HOUR + 30_000).toISOString();
  if (status === 'expired') return new Date(Date.now() - 24 * HOUR).toISOString();
  return null;
}

/** A booking of one of Marina's listings, as GET /api/host/bookings sends it (test data). */
export function hostBooking(
  id: string,
  status: BookingStatus,
  overrides: Partial<Omit<Booking, 'id' | 'status'>> = {},
): Booking {
  return {
    id,
    listingId: 'listing-1',
    hostId: MARINA.id,
    renterId: `renter-${id}`,
    startDate: '2030-07-01',
    endDate: '2030-07-04',
    totalPrice: 360,
    status,
    message: null,
    guests: { adults: 2, children: 0, infants: 0, pets: false },
    createdAt: '2030-03-02T10:00:00.000Z',
    updatedAt: '2030-03-02T10:00:00.000Z',
    expiresAt: expiresAtFor(status),
    declineCause: null,
    declineReason: null,
    listing: { title: 'Harbour Loft', city: 'Porto', country: 'Portugal' },
    renter: { name: 'Ben Okafor' },
    ...overrides,
  };
}
