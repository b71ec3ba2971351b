import { BOOKING_STATUS_LABELS } from './messages';
import { displayStatus } from './displayStatus';
import type { BookingStatus } from './types';

const stay = (status: BookingStatus) => ({ status, endDate: '2030-07-04' });

describe('displayStatus', () => {
  it('shows an approved stay as approved until its check-out day, then completed', () => {
    expect(displayStatus(stay('approved'), '2030-07-03')).toBe('approved');
    expect(displayStatus(stay('approved'), '2030-07-04')).toBe('completed');
    expect(displayStatus(stay('approved'), '2031-01-01')).toBe('completed');
  });

  it('keeps every other status as stored, before and after the stay', () => {
    for (const status of ['pending', 'rejected', 'cancelled', 'expired'] as const) {
      expect(displayStatus(stay(status), '2030-07-01')).toBe(status);
      expect(displayStatus(stay(status), '2030-08-01')).toBe(status);
    }
  });

  it('has one label per displayed status, the same words for renters and hosts', () => {
    expect(BOOKING_STATUS_LABELS[displayStatus(stay('approved'), '2030-07-04')]).toBe('Completed');
    expect(BOOKING_STATUS_LABELS[displayStatus(stay('approved'), '2030-07-03')]).toBe('Approved');
    expect(BOOKING_STATUS_LABELS[displayStatus(stay('rejected'), '2030-07-03')]).toBe('Rejected');
  });
});
