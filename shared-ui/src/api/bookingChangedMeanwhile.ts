import { bookingAsOf } from '@shoreline/shared-domain/bookingExpiry';
import { bookingChangedNotice } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import type { ApiClient } from '../contract';
import { apiErrorStatus } from './apiRequestError';
import { callApi } from './callApi';

/**
 * After a decision or cancellation the API refused because the booking is no longer pending (409:
 * the other party answered, it expired, another tab got there first): the booking as it stands now
 * and what happened to it, in the words of who acted (issue 22). The API's 409 says only "Only pending
 * bookings can be ...", so the booking is read again (GET /api/bookings/:id, for its renter and its
 * host). Null when the failure was another one, the booking is still pending (its dates were taken),
 * or it cannot be read: the caller then shows the failure as before.
 */
export async function bookingChangedMeanwhile(
  api: ApiClient,
  id: string,
  failure: unknown,
  viewer: 'renter' | 'host',
): Promise<{ booking: Booking; notice: string } | null> {
  if (apiErrorStatus(failure) !== 409) return null;
  try {
    const booking = await callApi(api, 'get', '/api/bookings/{id}', { params: { id } });
    const notice = bookingChangedNotice(viewer, bookingAsOf(booking, new Date()).status);
    return notice ? { booking, notice } : null;
  } catch (error) {
    console.error(error);
    return null;
  }
}
