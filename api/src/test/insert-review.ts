import type { TestApp, TestUser } from './build-test-app';

/**
 * A review of `listingId` by `renter`, written straight to the database with the approved stay it
 * belongs to (`startDate` to `endDate`, the 20th of the month by default): for arranging ratings.
 * The listing's rating summary follows by trigger, as it does for moderation.
 */
export async function insertReview(
  t: TestApp,
  options: {
    listingId: string;
    renter: TestUser;
    rating: number;
    startDate: string;
    endDate?: string;
    status?: 'approved' | 'pending' | 'rejected';
    comment?: string;
  },
): Promise<void> {
  const { listingId, renter, rating, startDate } = options;
  const bookingId = await t.insertBooking({
    listingId,
    renter,
    startDate,
    endDate: options.endDate ?? `${startDate.slice(0, 8)}20`,
    status: 'approved',
  });
  await t.knex('reviews').insert({
    listing_id: listingId,
    reviewer_id: renter.user.id,
    booking_id: bookingId,
    rating,
    comment: options.comment ?? `Stay of ${startDate}`,
    status: options.status ?? 'approved',
  });
}
