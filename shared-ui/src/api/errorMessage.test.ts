import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from './apiRequestError';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it("shows the API's text for a client error", () => {
    const conflict = new ApiRequestError(409, MESSAGES.bookingDatesUnavailable, 'Conflict');
    expect(errorMessage(conflict, MESSAGES.createBookingFailed)).toBe(MESSAGES.bookingDatesUnavailable);
  });

  it("shows the screen's message for a server error, a network failure or anything else", () => {
    expect(
      errorMessage(new ApiRequestError(500, 'Internal Server Error', 'Error'), MESSAGES.bookingsLoadFailed),
    ).toBe(MESSAGES.bookingsLoadFailed);
    expect(
      errorMessage(new ApiRequestError(0, MESSAGES.offline, 'Network Error'), MESSAGES.bookingsLoadFailed),
    ).toBe(MESSAGES.bookingsLoadFailed);
    expect(errorMessage(new TypeError('x is undefined'), MESSAGES.bookingsLoadFailed)).toBe(
      MESSAGES.bookingsLoadFailed,
    );
  });
});
