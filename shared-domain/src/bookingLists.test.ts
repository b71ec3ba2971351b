import { isActiveBooking, isStayOver, splitHostBookings, splitRenterBookings } from './bookingLists';
import type { BookingStatus } from './types';

const today = '2026-07-20';
const b = (id: string, status: BookingStatus, endDate = '2026-07-25') => ({ id, status, endDate });

describe('renter lists', () => {
  it('treats a stay as over from its check-out day', () => {
    expect(isStayOver({ endDate: '2026-07-20' }, today)).toBe(true);
    expect(isStayOver({ endDate: '2026-07-21' }, today)).toBe(false);
  });

  it('puts pending and upcoming approved stays under Active, the rest under Past', () => {
    const { active, past } = splitRenterBookings(
      [
        b('pending', 'pending'),
        b('upcoming', 'approved'),
        b('finished', 'approved', '2026-07-19'),
        b('rejected', 'rejected'),
        b('cancelled', 'cancelled'),
        b('expired', 'expired'),
      ],
      today,
    );
    expect(active.map((x) => x.id)).toEqual(['pending', 'upcoming']);
    expect(past.map((x) => x.id)).toEqual(['finished', 'rejected', 'cancelled', 'expired']);
    expect(isActiveBooking(b('old-pending', 'pending', '2026-01-01'), today)).toBe(true);
  });
});

describe('host lists', () => {
  it('splits pending requests from all other bookings', () => {
    const { pending, others } = splitHostBookings([
      b('1', 'pending'),
      b('2', 'approved'),
      b('3', 'cancelled'),
    ]);
    expect(pending.map((x) => x.id)).toEqual(['1']);
    expect(others.map((x) => x.id)).toEqual(['2', '3']);
  });
});
