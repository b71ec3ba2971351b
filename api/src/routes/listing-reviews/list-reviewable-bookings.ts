import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { eligibleBookingsForReview } from '@shoreline/shared-domain/reviewEligibility';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { Booking } from '../../schemas/booking';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings/:id/reviewable-bookings',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reviews'],
        summary: "The caller's stays at this listing that can be reviewed now",
        description:
          'Approved, made by the caller, for this listing, check-out day reached, not reviewed yet (SPEC 5).',
        params: IdParams,
        response: { 200: Type.Array(Booking), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const listing = await app.listingsRepository.findById(request.params.id);
      if (!listing) throw notFound(MESSAGES.listingNotFound);
      const userId = request.user.id;
      const [bookings, reviews] = await Promise.all([
        app.bookingsRepository.listByRenterAndListing(userId, listing.id),
        app.reviewsRepository.listByReviewer(userId, listing.id),
      ]);
      return eligibleBookingsForReview(bookings, reviews, userId, listing.id, todayIso());
    },
  );
};

export default routes;
