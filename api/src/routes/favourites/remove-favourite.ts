import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, NoContent } from '../../lib/schemas';
import { FavouriteParams } from './save-favourite';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/me/favourites/:listingId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'Remove a listing from the signed-in user’s favourites (204 whether it was saved or not)',
        params: FavouriteParams,
        response: { 204: NoContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // The caller's own row only: user_id is the session's, never taken from the request.
      await app.favouritesRepository.remove(request.user.id, request.params.listingId);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
