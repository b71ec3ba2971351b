import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_FAVOURITES } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { conflict, notFound } from '../../lib/http-errors';
import { errorResponses, NoContent, Uuid } from '../../lib/schemas';

export const FavouriteParams = Type.Object({ listingId: Uuid });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/me/favourites/:listingId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['me'],
        summary: 'Save a listing to the signed-in user’s favourites (saving it again changes nothing)',
        description:
          `404 for a listing that does not exist or that renters cannot see (inactive, deleted); 409 when ` +
          `${MAX_FAVOURITES} listings are saved already (a listing saved before is still 204).`,
        params: FavouriteParams,
        response: { 204: NoContent, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { listingId } = request.params;
      const userId = request.user.id;
      const repository = app.favouritesRepository;
      await app.knex.transaction(async (trx) => {
        if (!(await repository.isPublicListing(listingId, trx))) throw notFound(MESSAGES.listingNotFound);
        // One person's saves take turns: the count below is the one the insert follows.
        await repository.lockOwner(userId, trx);
        if (await repository.has(userId, listingId, trx)) return;
        if ((await repository.countVisible(userId, trx)) >= MAX_FAVOURITES) {
          throw conflict(MESSAGES.favouritesLimitReached);
        }
        await repository.add(userId, listingId, trx);
      });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
