// Issue 22 item 2: what a person reads when an item changed while its page was open, and which
// notifications keep each party's booking lists current.
import { bookingChangedNotice, decidedMeanwhileNotice } from './messages';
import { bookingNotificationKindsFor } from './notifications';

describe('bookingChangedNotice', () => {
  it("tells the renter what the host did, and the host what the renter did, from the booking's status now", () => {
    expect(bookingChangedNotice('renter', 'rejected')).toBe('The host has already declined this request.');
    expect(bookingChangedNotice('renter', 'approved')).toBe('The host has already approved this request.');
    expect(bookingChangedNotice('host', 'cancelled')).toBe('The renter has already cancelled this request.');
    for (const viewer of ['renter', 'host'] as const) {
      expect(bookingChangedNotice(viewer, 'expired')).toMatch(/already expired/);
      // Still pending: nothing changed, the failure was another one.
      expect(bookingChangedNotice(viewer, 'pending')).toBeNull();
    }
  });
});

describe('decidedMeanwhileNotice', () => {
  it('says how another admin decided', () => {
    expect(decidedMeanwhileNotice('host request', 'approved')).toBe(
      'This host request has already been approved.',
    );
    expect(decidedMeanwhileNotice('review', 'rejected')).toBe('This review has already been rejected.');
    expect(decidedMeanwhileNotice('review', 'pending')).toBeNull();
  });
});

describe('bookingNotificationKindsFor', () => {
  it('names the booking notifications each party hears: their lists refresh on those', () => {
    const host = bookingNotificationKindsFor('host');
    expect(host).toEqual(
      expect.arrayContaining(['booking-requested', 'booking-cancelled', 'booking-request-expired']),
    );
    expect(host).not.toContain('booking-approved');
    const renter = bookingNotificationKindsFor('renter');
    expect(renter).toEqual(
      expect.arrayContaining([
        'booking-approved',
        'booking-rejected',
        'booking-declined-dates-taken',
        'booking-expired',
      ]),
    );
    expect(renter).not.toContain('booking-requested');
  });
});
