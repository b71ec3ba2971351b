// Which of a user's bookings can be reviewed (SPEC 5): approved, made by this reviewer, for this
// listing, with the stay over, and not reviewed yet. A stay is over from its check-out day on.
import { isStayOver } from './bookingLists';
import type { Booking, IsoDate, Review } from './types';

export type ReviewableBooking = Pick<Booking, 'id' | 'listingId' | 'renterId' | 'status' | 'endDate'>;

export function eligibleBookingsForReview<B extends ReviewableBooking>(
  bookings: readonly B[],
  reviews: readonly Pick<Review, 'bookingId'>[],
  reviewerId: string,
  listingId: string,
  today: IsoDate,
): B[] {
  const reviewed = new Set(reviews.map((review) => review.bookingId));
  return bookings.filter(
    (booking) =>
      booking.status === 'approved' &&
      booking.renterId === reviewerId &&
      booking.listingId === listingId &&
      isStayOver(booking, today) &&
      !reviewed.has(booking.id),
  );
}

/** Whether one booking can be reviewed now (the API's check on review creation). */
export function isBookingEligibleForReview(
  booking: ReviewableBooking,
  reviews: readonly Pick<Review, 'bookingId'>[],
  reviewerId: string,
  today: IsoDate,
): boolean {
  return eligibleBookingsForReview([booking], reviews, reviewerId, booking.listingId, today).length === 1;
}
