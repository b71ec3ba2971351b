import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { canChangeReview } from '@shoreline/shared-domain/reviewTransitions';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses, IdParams, NoContent } from '../../lib/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/reviews/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reviews'],
        summary: 'The author deletes their review',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.knex.transaction(async (trx) => {
        const review = await app.reviewsRepository.findById(request.params.id, trx);
        if (!review) throw notFound(MESSAGES.reviewNotFound);
        if (!canChangeReview(review, request.user.id)) throw forbidden(MESSAGES.onlyReviewerChangesReview);
        await app.reviewsRepository.delete(review.id, trx);
      });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
