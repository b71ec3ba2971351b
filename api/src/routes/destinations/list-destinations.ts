import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pageCursor } from '../../db/keyset-page';
import { cacheForVisitors } from '../../lib/cache-for-visitors';
import { errorResponses } from '../../lib/schemas';
import { DESTINATIONS_ORDER } from '../../plugins/app/repositories/destinations';
import { Destination } from '../../schemas/destination';
import { DESTINATIONS_PAGE_QUERY, Page } from '../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/destinations',
    {
      onSend: cacheForVisitors(),
      schema: {
        tags: ['destinations'],
        summary: 'Popular destinations for the home page, by `order`',
        description:
          'A short curated list: the first page (50 by default) is usually all of it. Keyset-paginated: ' +
          'pass `nextCursor` back as `cursor` for the next page.',
        querystring: Type.Object(DESTINATIONS_PAGE_QUERY),
        response: { 200: Page(Destination, 'Destination'), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      return app.destinationsRepository.page({ limit, after: pageCursor(DESTINATIONS_ORDER, cursor) });
    },
  );
};

export default routes;
