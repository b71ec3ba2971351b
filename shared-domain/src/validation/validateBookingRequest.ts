import { MAX_BOOKING_MESSAGE_LENGTH } from '../constants';
import { applyCheckIn, applyCheckOut, EMPTY_BOOKING_DATES } from '../bookingDates';
import { MESSAGES } from '../messages';
import { succeed, type Result } from '../result';
import type { Availability, IsoDate } from '../types';
import { optionalText, requireIsoDate } from './fields';

export interface BookingRequestInput {
  startDate: unknown;
  endDate: unknown;
  message?: unknown;
}

export interface BookingRequestValue {
  startDate: IsoDate;
  endDate: IsoDate;
  message: string | null;
}

/**
 * The booking form's submit check and the API's final availability check (SPEC 5): both dates,
 * check-in a free night from today, check-out after it, and no booked night in between. The same
 * rules as picking the dates one by one, so form and server never disagree.
 */
export function validateBookingRequest(
  input: BookingRequestInput,
  availability: Availability,
  today: IsoDate,
): Result<BookingRequestValue> {
  const startDate = requireIsoDate(input.startDate, 'startDate', MESSAGES.checkInRequired);
  if (!startDate.ok) return startDate;
  const endDate = requireIsoDate(input.endDate, 'endDate', MESSAGES.checkOutRequired);
  if (!endDate.ok) return endDate;
  const withCheckIn = applyCheckIn(EMPTY_BOOKING_DATES, startDate.value, availability, today);
  if (!withCheckIn.ok) return { ...withCheckIn, field: 'startDate' };
  const withCheckOut = applyCheckOut(withCheckIn.value, endDate.value, availability, today);
  if (!withCheckOut.ok) return { ...withCheckOut, field: 'endDate' };
  const message = optionalText(
    input.message,
    'message',
    MAX_BOOKING_MESSAGE_LENGTH,
    MESSAGES.bookingMessageTooLong,
  );
  if (!message.ok) return message;
  return succeed({ startDate: startDate.value, endDate: endDate.value, message: message.value });
}
