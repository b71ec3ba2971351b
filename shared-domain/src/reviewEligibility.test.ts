import { eligibleBookingsForReview, isBookingEligibleForReview } from './reviewEligibility';
import type { BookingStatus } from './types';

const today = '2026-07-20';
const stay = (
  id: string,
  overrides: Partial<{ renterId: string; listingId: string; status: BookingStatus; endDate: string }> = {},
) => ({
  id,
  renterId: 'ana',
  listingId: 'villa',
  status: 'approved' as BookingStatus,
  endDate: '2026-07-10',
  ...overrides,
});

describe('eligibleBookingsForReview', () => {
  it('keeps approved, finished, unreviewed stays of this reviewer at this listing', () => {
    const bookings = [
      stay('ok'),
      stay('ends-today', { endDate: '2026-07-20' }),
      stay('pending', { status: 'pending' }),
      stay('rejected', { status: 'rejected' }),
      stay('cancelled', { status: 'cancelled' }),
      stay('someone-else', { renterId: 'ben' }),
      stay('other-listing', { listingId: 'loft' }),
      stay('not-over', { endDate: '2026-07-21' }),
      stay('reviewed'),
    ];
    const result = eligibleBookingsForReview(bookings, [{ bookingId: 'reviewed' }], 'ana', 'villa', today);
    expect(result.map((booking) => booking.id)).toEqual(['ok', 'ends-today']);
  });

  it('is empty when nothing qualifies (the "after completing your stay" case)', () => {
    expect(
      eligibleBookingsForReview([stay('future', { endDate: '2026-08-01' })], [], 'ana', 'villa', today),
    ).toEqual([]);
  });

  it('checks a single booking for the API', () => {
    expect(isBookingEligibleForReview(stay('ok'), [], 'ana', today)).toBe(true);
    expect(isBookingEligibleForReview(stay('ok'), [{ bookingId: 'ok' }], 'ana', today)).toBe(false);
    expect(isBookingEligibleForReview(stay('ok'), [], 'ben', today)).toBe(false);
  });
});
