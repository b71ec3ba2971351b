import type { Booking, BookingStatus } from '@shoreline/shared-domain/types';
import { MARINA } from './renderWithShell';

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
    createdAt: '2030-03-02T10:00:00.000Z',
    updatedAt: '2030-03-02T10:00:00.000Z',
    listing: { title: 'Harbour Loft', city: 'Porto', country: 'Portugal' },
    renter: { name: 'Ben Okafor' },
    ...overrides,
  };
}
