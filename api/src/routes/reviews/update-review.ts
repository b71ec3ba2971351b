import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { canChangeReview, nextReviewStatus } from '@shoreline/shared-domain/reviewTransitions';
import { validateReview } from '@shoreline/shared-domain/validation/validateReview';
import { forbidden, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { Review, ReviewChangeBody } from '../../schemas/review';
import { specMessagesFor } from '../../lib/spec-body-messages';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/reviews/:id',
    {
      onRequest: [app.authenticate],
      // A refused body gets the review form's message ("Please select a rating") when it has one.
      ...specMessagesFor((body) =>
        validateReview({ bookingId: body.bookingId, rating: body.rating, comment: body.comment }, 'edit'),
      ),
      schema: {
        tags: ['reviews'],
        summary: 'The author changes rating and comment; the review goes back to pending moderation',
        params: IdParams,
        body: ReviewChangeBody,
        response: { 200: Review, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { rating, comment } = request.body;
      const value = unwrap(validateReview({ rating, comment }, 'edit'));
      await app.knex.transaction(async (trx) => {
        const review = await app.reviewsRepository.findById(request.params.id, trx);
        if (!review) throw notFound(MESSAGES.reviewNotFound);
        if (!canChangeReview(review, request.user.id)) throw forbidden(MESSAGES.onlyReviewerChangesReview);
        const status = unwrap(nextReviewStatus(review.status, 'edit'));
        await app.reviewsRepository.edit(
          review.id,
          { rating: value.rating, comment: value.comment, status },
          trx,
        );
        // Back in the moderation queue (an edited pending review is there already: no second notice).
        if (review.status !== 'pending')
          await app.notify.review(trx, 'review-awaiting-moderation', review.id);
      });
      const review = await app.reviewsRepository.findById(request.params.id);
      if (!review) throw notFound(MESSAGES.reviewNotFound);
      return review;
    },
  );
};

export default routes;
