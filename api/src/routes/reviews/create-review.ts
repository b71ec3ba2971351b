import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { isBookingEligibleForReview } from '@shoreline/shared-domain/reviewEligibility';
import { nextReviewStatus } from '@shoreline/shared-domain/reviewTransitions';
import { validateReview } from '@shoreline/shared-domain/validation/validateReview';
import { conflict, forbidden, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { Review, ReviewBody } from '../../schemas/review';
import { isVisibleTo } from '../listings/get-listing';
import { specMessagesFor } from '../../lib/spec-body-messages';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reviews',
    {
      onRequest: [app.authenticate],
      // A refused body gets the review form's message ("Please select a rating") when it has one.
      ...specMessagesFor((body) =>
        validateReview({ bookingId: body.bookingId, rating: body.rating, comment: body.comment }, 'create'),
      ),
      schema: {
        tags: ['reviews'],
        summary: 'Review a completed stay: the review is pending until an admin approves it',
        description:
          "Only the booking's renter, for an approved stay whose check-out day has come, once per booking " +
          "(403 / 409 'You can only review properties after completing your stay.'). 404 when the listing is " +
          'deleted or inactive.',
        body: ReviewBody,
        response: { 201: Review, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { bookingId, rating, comment } = request.body;
      const value = unwrap(validateReview({ bookingId, rating, comment }, 'create'));
      const reviewerId = request.user.id;
      const id = await app.knex.transaction(async (trx) => {
        const booking = await app.bookingsRepository.findById(value.bookingId ?? '', trx);
        if (!booking) throw notFound(MESSAGES.bookingNotFound);
        if (booking.renterId !== reviewerId) throw forbidden(MESSAGES.reviewOnlyAfterStay);
        // Reviews are written on the listing's page: none for a listing that page no longer shows.
        const listing = await app.listingsRepository.findById(booking.listingId, trx);
        if (!listing || !isVisibleTo(listing, request)) throw notFound(MESSAGES.listingNotFound);
        const reviews = await app.reviewsRepository.listByReviewer(reviewerId, booking.listingId, trx);
        const existing = reviews.find((review) => review.bookingId === booking.id) ?? null;
        const status = unwrap(nextReviewStatus(existing?.status ?? null, 'submit'));
        if (!isBookingEligibleForReview(booking, reviews, reviewerId, todayIso())) {
          throw conflict(MESSAGES.reviewOnlyAfterStay);
        }
        // A concurrent second review of the booking still hits `reviews_one_per_booking` (409).
        const reviewId = await app.reviewsRepository.create(
          {
            listingId: booking.listingId,
            reviewerId,
            bookingId: booking.id,
            rating: value.rating,
            comment: value.comment,
            status,
          },
          trx,
        );
        await app.notify.review(trx, 'review-awaiting-moderation', reviewId);
        return reviewId;
      });
      const review = await app.reviewsRepository.findById(id);
      if (!review) throw notFound(MESSAGES.reviewNotFound);
      return reply.code(201).send(review);
    },
  );
};

export default routes;
