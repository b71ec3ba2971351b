import { bookingAsOf } from '@shoreline/shared-domain/bookingExpiry';
import type { ErrorCode } from '@shoreline/shared-domain/errorCodes';
import { bookingChangedNotice } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import type { ApiClient } from '../contract';
import { apiErrorCode } from './apiRequestError';
import { callApi } from './callApi';

/** The codes of a decision or cancellation refused because the booking is no longer pending. */
const NO_LONGER_PENDING: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'BOOKING_NOT_PENDING_APPROVE',
  'BOOKING_NOT_PENDING_REJECT',
  'BOOKING_NOT_PENDING_CANCEL',
  'BOOKING_EXPIRED',
]);

/**
 * After a decision or cancellation the API refused because the booking is no longer pending (the
 * other party answered, it expired, another tab got there first): the booking as it stands now
 * and what happened to it, in the words of who acted (issue 22). The API's answer says only "Only
 * pending bookings can be ...", so the booking is read again (GET /api/bookings/:id, for its renter
 * and its host). Null when the failure was another one (its dates were taken...), the booking is
 * still pending, or it cannot be read: the caller then shows the failure as before.
 */
export async function bookingChangedMeanwhile(
  api: ApiClient,
  id: string,
  failure: unknown,
  viewer: 'renter' | 'host',
): Promise<{ booking: Booking; notice: string } | null> {
  const code = apiErrorCode(failure);
  if (code === null || !NO_LONGER_PENDING.has(code)) return null;
  try {
    const booking = await callApi(api, 'get', '/api/bookings/{id}', { params: { id } });
    const notice = bookingChangedNotice(viewer, bookingAsOf(booking, new Date()).status);
    return notice ? { booking, notice } : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}
