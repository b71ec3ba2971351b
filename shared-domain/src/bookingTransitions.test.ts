import {
  availableBookingActions,
  BOOKING_ACTIONS,
  decideBookingAction,
  isBookingAction,
  isBookingActor,
  nextBookingStatus,
} from './bookingTransitions';
import { MESSAGES } from './messages';
import { BOOKING_STATUSES, type BookingStatus } from './types';

const booking = (status: BookingStatus) => ({ hostId: 'host-1', renterId: 'renter-1', status });

describe('nextBookingStatus', () => {
  it('moves pending to approved, rejected or cancelled', () => {
    expect(nextBookingStatus('pending', 'approve')).toEqual({ ok: true, value: 'approved' });
    expect(nextBookingStatus('pending', 'reject')).toEqual({ ok: true, value: 'rejected' });
    expect(nextBookingStatus('pending', 'cancel')).toEqual({ ok: true, value: 'cancelled' });
  });

  it('refuses every move out of a decided booking as a conflict with a clear message', () => {
    const messages = {
      approve: MESSAGES.bookingNotPendingApprove,
      reject: MESSAGES.bookingNotPendingReject,
      cancel: MESSAGES.bookingNotPendingCancel,
    };
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'pending' && s !== 'expired')) {
      for (const action of BOOKING_ACTIONS) {
        expect(nextBookingStatus(status, action)).toEqual({
          ok: false,
          message: messages[action],
          field: 'status',
          code: 'conflict',
        });
      }
    }
    expect(MESSAGES.bookingNotPendingApprove).toBe('Only pending bookings can be approved');
  });

  it('refuses every move out of an expired request, saying it expired (PRODUCT 24)', () => {
    for (const action of BOOKING_ACTIONS) {
      expect(nextBookingStatus('expired', action)).toEqual({
        ok: false,
        message: MESSAGES.bookingExpired,
        field: 'status',
        code: 'conflict',
      });
    }
  });
});

describe('actors', () => {
  it("lets only the listing's host approve or reject, and only the renter cancel", () => {
    const pending = booking('pending');
    expect(isBookingActor(pending, 'host-1', 'approve')).toBe(true);
    expect(isBookingActor(pending, 'host-1', 'reject')).toBe(true);
    expect(isBookingActor(pending, 'host-1', 'cancel')).toBe(false);
    expect(isBookingActor(pending, 'renter-1', 'cancel')).toBe(true);
    expect(isBookingActor(pending, 'renter-1', 'approve')).toBe(false);
    expect(isBookingActor(pending, 'someone', 'cancel')).toBe(false);
  });

  it('checks the actor before the state: a stranger gets forbidden even on a decided booking', () => {
    expect(decideBookingAction(booking('approved'), 'renter-1', 'approve')).toEqual({
      ok: false,
      message: MESSAGES.onlyHostDecidesBooking,
      code: 'forbidden',
    });
    expect(decideBookingAction(booking('pending'), 'host-1', 'cancel')).toEqual({
      ok: false,
      message: MESSAGES.onlyRenterCancelsBooking,
      code: 'forbidden',
    });
    expect(decideBookingAction(booking('cancelled'), 'host-1', 'approve')).toMatchObject({
      code: 'conflict',
    });
    expect(decideBookingAction(booking('pending'), 'host-1', 'approve')).toEqual({
      ok: true,
      value: 'approved',
    });
  });

  it('lists the buttons each party sees', () => {
    expect(availableBookingActions(booking('pending'), 'host-1')).toEqual(['approve', 'reject']);
    expect(availableBookingActions(booking('pending'), 'renter-1')).toEqual(['cancel']);
    expect(availableBookingActions(booking('approved'), 'host-1')).toEqual([]);
    expect(availableBookingActions(booking('pending'), 'someone')).toEqual([]);
  });

  it('recognises action names from a request', () => {
    expect(isBookingAction('approve')).toBe(true);
    expect(isBookingAction('delete')).toBe(false);
    expect(isBookingAction('toString')).toBe(false);
    expect(isBookingAction(1)).toBe(false);
  });
});
