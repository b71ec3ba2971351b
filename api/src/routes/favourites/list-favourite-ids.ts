import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { FavouriteIds } from '../../schemas/favourite';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/favourite-ids',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'The ids of every listing the signed-in user has saved: one request marks every card',
        response: { 200: FavouriteIds, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ids: await app.favouritesRepository.listIds(request.user.id) };
    },
  );
};

export default routes;
