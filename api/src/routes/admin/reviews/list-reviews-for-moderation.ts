import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import { pageCursor } from '../../../db/keyset-page';
import { MODERATION_ORDER } from '../../../plugins/app/repositories/reviews';
import { Page, PageQuery } from '../../../schemas/page';
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
        description:
          'Keyset-paginated: pass `nextCursor` back as `cursor` (with the same status) for the next page.',
        querystring: Type.Object({ status: Type.Optional(ReviewStatus), ...PageQuery(20, 100) }),
        response: {
          200: Page(ReviewForModeration, 'ReviewForModeration'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const after = pageCursor(MODERATION_ORDER, cursor);
      return app.reviewsRepository.listForModeration(status ?? 'pending', { limit, after });
    },
  );
};

export default routes;
