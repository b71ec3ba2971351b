import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import { ReviewForModeration, ReviewStatus } from '../../../schemas/review';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/reviews',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary:
          'Reviews in one status (pending by default), newest first, with listing title and reviewer name',
        querystring: Type.Object({ status: Type.Optional(ReviewStatus) }),
        response: { 200: Type.Array(ReviewForModeration), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.reviewsRepository.listForModeration(request.query.status ?? 'pending'),
  );
};

export default routes;
