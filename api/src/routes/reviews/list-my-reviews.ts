import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, Uuid } from '../../lib/schemas';
import { pageCursor } from '../../db/keyset-page';
import { MY_REVIEWS_ORDER } from '../../plugins/app/repositories/reviews';
import { Page, PageQuery } from '../../schemas/page';
import { Review } from '../../schemas/review';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reviews/mine',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['reviews'],
        summary: "The caller's own reviews in any status, newest first, optionally of one listing",
        description:
          'Keyset-paginated: pass `nextCursor` back as `cursor` (with the same `listingId`) for the next page.',
        querystring: Type.Object({ listingId: Type.Optional(Uuid), ...PageQuery(20, 100) }),
        response: { 200: Page(Review, 'Review'), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { listingId, limit, cursor } = request.query;
      const after = pageCursor(MY_REVIEWS_ORDER, cursor);
      return app.reviewsRepository.pageByReviewer(request.user.id, listingId ?? null, { limit, after });
    },
  );
};

export default routes;
