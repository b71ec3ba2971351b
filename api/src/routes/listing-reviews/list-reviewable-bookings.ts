import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { eligibleBookingsForReview } from '@shoreline/shared-domain/reviewEligibility';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { Booking } from '../../schemas/booking';
import { isVisibleTo } from '../listings/get-listing';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/listings/:id/reviewable-bookings',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reviews'],
        summary: "The caller's stays at this listing that can be reviewed now",
        description:
          'Approved, made by the caller, for this listing, check-out day reached, not reviewed yet (SPEC 5). ' +
          '404 when the listing is deleted or inactive (not shown to the caller), as for GET /api/listings/:id.',
        params: IdParams,
        response: { 200: Type.Array(Booking), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const listing = await app.listingsRepository.findById(request.params.id);
      // Like the listing page itself: a deleted listing, or an inactive one of another host, has no
      // review form, and POST /api/reviews refuses it the same way (404).
      if (!listing || !isVisibleTo(listing, request)) throw notFound(MESSAGES.listingNotFound);
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
