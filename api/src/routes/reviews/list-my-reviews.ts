import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, Uuid } from '../../lib/schemas';
import { Review } from '../../schemas/review';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reviews/mine',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reviews'],
        summary: "The caller's own reviews in any status, newest first, optionally of one listing",
        querystring: Type.Object({ listingId: Type.Optional(Uuid) }),
        response: { 200: Type.Array(Review), ...errorResponses(400, 401) },
      },
    },
    async (request) => app.reviewsRepository.listByReviewer(request.user.id, request.query.listingId ?? null),
  );
};

export default routes;
