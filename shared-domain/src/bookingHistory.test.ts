import { bookingHistory } from './bookingHistory';
import type { BookingStatus } from './types';

const booking = (status: BookingStatus, expiresAt: string | null = null) => ({
  status,
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-02T08:00:00.000Z',
  expiresAt,
  endDate: '2030-07-04',
});

describe('bookingHistory', () => {
  it('has only the request while it is pending', () => {
    expect(bookingHistory(booking('pending', '2030-03-04T10:00:00.000Z'), '2030-03-02')).toEqual([
      { step: 'requested', at: '2030-03-01T10:00:00.000Z' },
    ]);
  });

  it('dates a decision or a cancellation by the one write that made it', () => {
    for (const status of ['approved', 'rejected', 'cancelled'] as const) {
      expect(bookingHistory(booking(status), '2030-03-02')).toEqual([
        { step: 'requested', at: '2030-03-01T10:00:00.000Z' },
        { step: status, at: '2030-03-02T08:00:00.000Z' },
      ]);
    }
  });

  it('dates an expiry when it happened, not when the job stored it', () => {
    expect(bookingHistory(booking('expired', '2030-03-04T10:00:00.000Z'), '2030-03-05')).toEqual([
      { step: 'requested', at: '2030-03-01T10:00:00.000Z' },
      { step: 'expired', at: '2030-03-04T10:00:00.000Z' },
    ]);
  });

  it('ends an approved stay on its check-out day', () => {
    expect(bookingHistory(booking('approved'), '2030-07-03')).toHaveLength(2);
    expect(bookingHistory(booking('approved'), '2030-07-04')).toEqual([
      { step: 'requested', at: '2030-03-01T10:00:00.000Z' },
      { step: 'approved', at: '2030-03-02T08:00:00.000Z' },
      { step: 'completed', on: '2030-07-04' },
    ]);
  });
});
