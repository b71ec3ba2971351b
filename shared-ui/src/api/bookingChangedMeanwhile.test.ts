import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking, BookingStatus } from '@shoreline/shared-domain/types';
import { ApiRequestError } from './apiRequestError';
import { bookingChangedMeanwhile } from './bookingChangedMeanwhile';
import { apiFailure, createTableApi } from './createTableApi';

const booking = (status: BookingStatus) =>
  ({ id: 'b1', status, expiresAt: null, listing: { title: 'Dune House' } }) as unknown as Booking;
const conflict = apiFailure(409, MESSAGES.bookingNotPendingCancel);

describe('bookingChangedMeanwhile', () => {
  it('reads the booking again after a 409 and says what happened, in the words of who acted', async () => {
    const api = createTableApi({ 'GET /api/bookings/b1': () => booking('rejected') });
    await expect(bookingChangedMeanwhile(api, 'b1', conflict, 'renter')).resolves.toEqual({
      booking: booking('rejected'),
      notice: 'The host has already declined this request.',
    });
    const cancelled = createTableApi({ 'GET /api/bookings/b1': () => booking('cancelled') });
    await expect(bookingChangedMeanwhile(cancelled, 'b1', conflict, 'host')).resolves.toMatchObject({
      notice: 'The renter has already cancelled this request.',
    });
  });

  it('leaves other failures, a booking still pending and an unreadable one to the caller', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createTableApi({ 'GET /api/bookings/b1': () => booking('pending') });
    await expect(
      bookingChangedMeanwhile(api, 'b1', new ApiRequestError(503, 'down', 'Unavailable'), 'renter'),
    ).resolves.toBeNull();
    // Another 409 (the nights were taken): nothing changed meanwhile, so nothing is read again.
    await expect(
      bookingChangedMeanwhile(api, 'b1', apiFailure(409, MESSAGES.approveNightsTaken), 'host'),
    ).resolves.toBeNull();
    expect(api.calls).toHaveLength(0);
    // Still pending: the 409 was about something else (its dates were taken).
    await expect(bookingChangedMeanwhile(api, 'b1', conflict, 'host')).resolves.toBeNull();
    await expect(bookingChangedMeanwhile(createTableApi({}), 'b1', conflict, 'renter')).resolves.toBeNull();
  });
});
