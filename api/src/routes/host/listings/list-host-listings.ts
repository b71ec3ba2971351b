import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pageCursor } from '../../../db/keyset-page';
import { errorResponses } from '../../../lib/schemas';
import { HOST_LISTINGS_ORDER } from '../../../plugins/app/repositories/listings';
import { ListingSummary } from '../../../schemas/listing';
import { Page, PageQuery } from '../../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/host/listings',
    {
      onRequest: [app.requireRole('host')],
      schema: {
        tags: ['listings'],
        summary: "The signed-in host's listings, active or not, newest first",
        description: 'Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object(PageQuery(20, 100)),
        response: { 200: Page(ListingSummary, 'ListingSummary'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = pageCursor(HOST_LISTINGS_ORDER, cursor);
      return app.listingsRepository.listByHost(request.user.id, { limit, after });
    },
  );
};

export default routes;
