import type { Booking } from '@shoreline/shared-domain/types';

/**
 * What the booking form hands to /booking-confirmation through router navigation state (SPEC 2: the
 * page needs it; without it, it redirects to /).
 */
export interface BookingConfirmationState {
  booking: Pick<Booking, 'id' | 'startDate' | 'endDate' | 'totalPrice' | 'status' | 'guests'> & {
    listing: Pick<Booking['listing'], 'title'>;
  };
}

export function isBookingConfirmationState(value: unknown): value is BookingConfirmationState {
  if (typeof value !== 'object' || value === null) return false;
  const booking = (value as { booking?: unknown }).booking;
  if (typeof booking !== 'object' || booking === null) return false;
  const candidate = booking as Partial<BookingConfirmationState['booking']>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.startDate === 'string' &&
    typeof candidate.endDate === 'string' &&
    typeof candidate.totalPrice === 'number' &&
    typeof candidate.guests?.adults === 'number' &&
    typeof candidate.listing?.title === 'string'
  );
}
