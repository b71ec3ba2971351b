import { availabilityFor } from '../availability';
import { MESSAGES } from '../messages';
import { validateBookingRequest } from './validateBookingRequest';

const availability = availabilityFor({ availableFrom: '2026-07-01', availableTo: '2026-07-31' }, [
  { startDate: '2026-07-10', endDate: '2026-07-15', status: 'approved' },
]);
const today = '2026-07-03';

describe('validateBookingRequest', () => {
  it('accepts a free stay and cleans the message', () => {
    expect(
      validateBookingRequest(
        { startDate: '2026-07-05', endDate: '2026-07-10', message: '  Arriving late ' },
        availability,
        today,
      ),
    ).toEqual({
      ok: true,
      value: { startDate: '2026-07-05', endDate: '2026-07-10', message: 'Arriving late' },
    });
    expect(
      validateBookingRequest({ startDate: '2026-07-15', endDate: '2026-07-31' }, availability, today),
    ).toMatchObject({
      value: { message: null },
    });
  });

  it('requires both dates', () => {
    expect(
      validateBookingRequest({ startDate: '', endDate: '2026-07-10' }, availability, today),
    ).toMatchObject({
      message: MESSAGES.checkInRequired,
      field: 'startDate',
    });
    expect(
      validateBookingRequest({ startDate: '2026-07-05', endDate: null }, availability, today),
    ).toMatchObject({
      message: MESSAGES.checkOutRequired,
      field: 'endDate',
    });
    expect(
      validateBookingRequest({ startDate: 'soon', endDate: '2026-07-10' }, availability, today),
    ).toMatchObject({
      message: MESSAGES.dateInvalid,
    });
  });

  it("refuses a check-in in the past or on a booked night: 'Selected date is not available'", () => {
    for (const startDate of ['2026-07-02', '2026-07-12']) {
      expect(validateBookingRequest({ startDate, endDate: '2026-07-20' }, availability, today)).toEqual({
        ok: false,
        message: 'Selected date is not available',
        field: 'startDate',
        code: 'invalid',
      });
    }
  });

  it('refuses a check-out not after check-in', () => {
    expect(
      validateBookingRequest({ startDate: '2026-07-05', endDate: '2026-07-05' }, availability, today),
    ).toMatchObject({
      message: MESSAGES.checkOutBeforeCheckIn,
      field: 'endDate',
    });
  });

  it("refuses a stay across a booked night: 'Selected date range includes unavailable dates'", () => {
    expect(
      validateBookingRequest({ startDate: '2026-07-05', endDate: '2026-07-20' }, availability, today),
    ).toMatchObject({
      message: 'Selected date range includes unavailable dates',
      field: 'endDate',
    });
  });

  it('refuses a stay past availableTo and an over-long message', () => {
    expect(
      validateBookingRequest({ startDate: '2026-07-28', endDate: '2026-08-02' }, availability, today),
    ).toMatchObject({
      message: MESSAGES.dateNotAvailable,
    });
    expect(
      validateBookingRequest(
        { startDate: '2026-07-05', endDate: '2026-07-08', message: 'x'.repeat(1001) },
        availability,
        today,
      ),
    ).toMatchObject({ message: MESSAGES.bookingMessageTooLong, field: 'message' });
  });
});
