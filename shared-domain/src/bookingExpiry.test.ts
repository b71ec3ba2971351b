import fc from 'fast-check';
import {
  bookingAsOf,
  effectiveBookingStatus,
  expiredRequestBounds,
  formatTimeLeft,
  isRequestExpired,
  requestExpiresAt,
} from './bookingExpiry';
import { BOOKING_REQUEST_ANSWER_HOURS } from './constants';
import { addDays, earliestTodayOnEarth } from './dates';
import { BOOKING_STATUSES } from './types';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('requestExpiresAt', () => {
  it('is 72 hours after the request when its check-in day is further away', () => {
    expect(BOOKING_REQUEST_ANSWER_HOURS).toBe(72);
    expect(
      requestExpiresAt({ createdAt: '2030-07-01T09:30:00.000Z', startDate: '2030-07-20' }).toISOString(),
    ).toBe('2030-07-04T09:30:00.000Z');
  });

  it("is the end of the check-in day in the API's calendar (12:00 UTC the day after) when that comes first", () => {
    expect(
      requestExpiresAt({ createdAt: '2030-07-01T09:30:00.000Z', startDate: '2030-07-02' }).toISOString(),
    ).toBe('2030-07-03T12:00:00.000Z');
  });

  it('never expires a request at the moment the API accepts it, even one for today', () => {
    // The API accepts check-in >= earliestTodayOnEarth(now); such a request is still pending then.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 0, max: 5 }),
        (ms, ahead) => {
          const now = new Date(ms);
          const startDate = addDays(earliestTodayOnEarth(now), ahead);
          expect(isRequestExpired({ status: 'pending', createdAt: now, startDate }, now)).toBe(false);
        },
      ),
    );
  });
});

describe('isRequestExpired and effectiveBookingStatus', () => {
  const request = {
    status: 'pending' as const,
    createdAt: '2030-07-01T09:30:00.000Z',
    startDate: '2030-07-20',
  };

  it('expires a pending request exactly at its expiry instant', () => {
    expect(isRequestExpired(request, at('2030-07-04T09:29:59.999Z'))).toBe(false);
    expect(isRequestExpired(request, at('2030-07-04T09:30:00.000Z'))).toBe(true);
    expect(effectiveBookingStatus(request, at('2030-07-04T09:30:00.000Z'))).toBe('expired');
    expect(effectiveBookingStatus(request, at('2030-07-02T00:00:00.000Z'))).toBe('pending');
  });

  it('leaves answered bookings as they are', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'pending')) {
      expect(effectiveBookingStatus({ ...request, status }, at('2031-01-01T00:00:00Z'))).toBe(status);
    }
  });
});

describe('expiredRequestBounds', () => {
  it('says the same as the rule for any request and any instant (what the database compares)', () => {
    const instant = fc.integer({ min: 1_900_000_000_000, max: 1_910_000_000_000 });
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: -3, max: 10 }), (createdMs, nowMs, daysAhead) => {
        const createdAt = new Date(createdMs);
        const startDate = addDays(earliestTodayOnEarth(createdAt), daysAhead);
        const now = new Date(nowMs);
        const bounds = expiredRequestBounds(now);
        const byBounds =
          createdAt.getTime() <= bounds.createdAtOrBefore.getTime() || startDate < bounds.checkInBefore;
        expect(byBounds).toBe(isRequestExpired({ status: 'pending', createdAt, startDate }, now));
      }),
      { numRuns: 2000 },
    );
  });

  it('holds at the boundaries of both parts', () => {
    const now = at('2030-07-04T12:00:00.000Z');
    expect(expiredRequestBounds(now)).toEqual({
      createdAtOrBefore: at('2030-07-01T12:00:00.000Z'),
      checkInBefore: '2030-07-04',
    });
  });
});

describe('bookingAsOf', () => {
  const pending = { id: 'b1', status: 'pending' as const, expiresAt: '2030-07-04T09:30:00.000Z' };

  it('shows a pending request as expired once its expiresAt has passed since it was read', () => {
    expect(bookingAsOf(pending, at('2030-07-04T09:29:00Z'))).toBe(pending);
    expect(bookingAsOf(pending, at('2030-07-04T09:30:00Z'))).toEqual({ ...pending, status: 'expired' });
  });

  it('leaves answered bookings alone', () => {
    const approved = { id: 'b2', status: 'approved' as const, expiresAt: null };
    expect(bookingAsOf(approved, at('2031-01-01T00:00:00Z'))).toBe(approved);
  });
});

describe('formatTimeLeft', () => {
  it.each([
    [72 * HOUR - 1000, '2 days 23 hours'],
    [53 * HOUR + 59 * 60 * 1000, '2 days 5 hours'],
    [24 * HOUR, '1 day'],
    [5 * HOUR + 3 * 60 * 1000, '5 hours 3 minutes'],
    [HOUR, '1 hour'],
    [12 * 60 * 1000 + 59 * 1000, '12 minutes'],
    [59 * 1000, 'less than a minute'],
    [0, 'less than a minute'],
  ])('says %p ms as %p', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
