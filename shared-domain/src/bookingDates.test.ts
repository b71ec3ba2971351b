import { availabilityFor } from './availability';
import {
  applyCheckIn,
  applyCheckOut,
  checkInMaxDate,
  checkInMinDate,
  checkOutMaxDate,
  checkOutMinDate,
  EMPTY_BOOKING_DATES,
  isCheckInDisabled,
  isCheckOutDisabled,
  isCheckOutEnabled,
} from './bookingDates';
import { MESSAGES } from './messages';

// July 2026, with an approved stay 10th-15th (nights 10..14) and a pending one that blocks nothing.
const availability = availabilityFor({ availableFrom: '2026-07-01', availableTo: '2026-07-31' }, [
  { startDate: '2026-07-10', endDate: '2026-07-15', status: 'approved' },
  { startDate: '2026-07-20', endDate: '2026-07-22', status: 'pending' },
]);
const today = '2026-07-03';

describe('picker bounds', () => {
  it('starts check-in at the earliest free night from today and ends it the night before availableTo', () => {
    expect(checkInMinDate(availability, today)).toBe('2026-07-03');
    expect(checkInMinDate(availability, '2026-06-01')).toBe('2026-07-01');
    expect(checkInMinDate(availability, '2026-07-12')).toBe('2026-07-15');
    expect(checkInMaxDate(availability)).toBe('2026-07-30');
  });

  it('starts check-out the day after check-in (or after today) and ends it on availableTo', () => {
    expect(checkOutMinDate('2026-07-05', today)).toBe('2026-07-06');
    expect(checkOutMinDate(null, today)).toBe('2026-07-04');
    expect(checkOutMaxDate(availability)).toBe('2026-07-31');
  });

  it('keeps check-out disabled until a check-in is chosen', () => {
    expect(isCheckOutEnabled(EMPTY_BOOKING_DATES)).toBe(false);
    expect(isCheckOutEnabled({ checkIn: '2026-07-05', checkOut: null })).toBe(true);
    expect(isCheckOutDisabled('2026-07-06', null, availability, today)).toBe(true);
  });
});

describe('disabled days', () => {
  it('greys out past days and booked nights for check-in', () => {
    expect(isCheckInDisabled('2026-07-02', availability, today)).toBe(true);
    expect(isCheckInDisabled('2026-07-03', availability, today)).toBe(false);
    expect(isCheckInDisabled('2026-07-10', availability, today)).toBe(true);
    expect(isCheckInDisabled('2026-07-14', availability, today)).toBe(true);
    expect(isCheckInDisabled('2026-07-15', availability, today)).toBe(false);
    expect(isCheckInDisabled('2026-07-20', availability, today)).toBe(false);
    expect(isCheckInDisabled('2026-07-31', availability, today)).toBe(true);
  });

  it('offers check-out days after check-in up to the next booking, which is a valid check-out', () => {
    expect(isCheckOutDisabled('2026-07-05', '2026-07-05', availability, today)).toBe(true);
    expect(isCheckOutDisabled('2026-07-06', '2026-07-05', availability, today)).toBe(false);
    expect(isCheckOutDisabled('2026-07-10', '2026-07-05', availability, today)).toBe(false);
    expect(isCheckOutDisabled('2026-07-11', '2026-07-05', availability, today)).toBe(true);
    expect(isCheckOutDisabled('2026-07-20', '2026-07-05', availability, today)).toBe(true);
    expect(isCheckOutDisabled('2026-07-31', '2026-07-15', availability, today)).toBe(false);
    expect(isCheckOutDisabled('2026-08-01', '2026-07-15', availability, today)).toBe(true);
  });
});

describe('applyCheckIn', () => {
  it('sets a free check-in', () => {
    expect(applyCheckIn(EMPTY_BOOKING_DATES, '2026-07-05', availability, today)).toEqual({
      ok: true,
      value: { checkIn: '2026-07-05', checkOut: null },
    });
  });

  it("refuses a booked or past day with 'Selected date is not available'", () => {
    for (const date of ['2026-07-12', '2026-07-01', '2026-07-31']) {
      const result = applyCheckIn(EMPTY_BOOKING_DATES, date, availability, today);
      expect(result).toEqual({
        ok: false,
        message: MESSAGES.dateNotAvailable,
        field: 'checkIn',
        code: 'invalid',
      });
    }
    expect(MESSAGES.dateNotAvailable).toBe('Selected date is not available');
  });

  it('keeps a check-out after the new check-in and clears one that is not after it', () => {
    const chosen = { checkIn: '2026-07-05', checkOut: '2026-07-08' };
    expect(applyCheckIn(chosen, '2026-07-06', availability, today)).toEqual({
      ok: true,
      value: { checkIn: '2026-07-06', checkOut: '2026-07-08' },
    });
    expect(applyCheckIn(chosen, '2026-07-08', availability, today)).toEqual({
      ok: true,
      value: { checkIn: '2026-07-08', checkOut: null },
    });
    expect(applyCheckIn(chosen, '2026-07-16', availability, today)).toEqual({
      ok: true,
      value: { checkIn: '2026-07-16', checkOut: null },
    });
  });

  it('clears a check-out the new check-in would put across a booked night', () => {
    // 16th-20th is free; moving check-in before the approved 10th-15th stay would enclose it.
    const chosen = { checkIn: '2026-07-16', checkOut: '2026-07-20' };
    expect(applyCheckIn(chosen, '2026-07-05', availability, today)).toEqual({
      ok: true,
      value: { checkIn: '2026-07-05', checkOut: null },
    });
    // Moving it later inside the same free range keeps the check-out.
    expect(applyCheckIn(chosen, '2026-07-17', availability, today)).toEqual({
      ok: true,
      value: { checkIn: '2026-07-17', checkOut: '2026-07-20' },
    });
  });
});

describe('applyCheckOut', () => {
  const withCheckIn = { checkIn: '2026-07-05', checkOut: null };

  it('sets a valid check-out, including the day the next stay starts', () => {
    expect(applyCheckOut(withCheckIn, '2026-07-10', availability, today)).toEqual({
      ok: true,
      value: { checkIn: '2026-07-05', checkOut: '2026-07-10' },
    });
  });

  it('asks for a check-in first', () => {
    const result = applyCheckOut(EMPTY_BOOKING_DATES, '2026-07-10', availability, today);
    expect(result.ok || result.message).toBe(MESSAGES.checkInFirst);
  });

  it('refuses a check-out on or before check-in', () => {
    for (const date of ['2026-07-05', '2026-07-04']) {
      const result = applyCheckOut(withCheckIn, date, availability, today);
      expect(result.ok || result.message).toBe(MESSAGES.checkOutBeforeCheckIn);
    }
  });

  it("refuses a range over a booked night with 'Selected date range includes unavailable dates'", () => {
    const result = applyCheckOut(withCheckIn, '2026-07-18', availability, today);
    expect(result).toEqual({
      ok: false,
      message: 'Selected date range includes unavailable dates',
      field: 'checkOut',
      code: 'invalid',
    });
  });

  it('refuses a check-out inside a booking or after availableTo as not available', () => {
    expect(applyCheckOut(withCheckIn, '2026-07-12', availability, today)).toMatchObject({
      message: MESSAGES.dateNotAvailable,
    });
    expect(
      applyCheckOut({ checkIn: '2026-07-20', checkOut: null }, '2026-08-02', availability, today),
    ).toMatchObject({
      message: MESSAGES.dateNotAvailable,
    });
  });
});
