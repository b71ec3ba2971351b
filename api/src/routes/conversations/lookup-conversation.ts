import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, Uuid } from '../../lib/schemas';
import { ConversationLookup } from '../../schemas/conversation';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/conversations/lookup',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary:
          'Find the conversation of a renter about a listing (the listing page, the host booking page)',
        description:
          'Without `renterId`: your own conversation about the listing, as its renter. With `renterId`: that ' +
          "renter's conversation about your listing (you must be its host). `id` is null when there is none, " +
          'and for anyone else: a page asks it for every signed-in visitor, and "none" is an answer, not an error.',
        querystring: Type.Object({ listingId: Uuid, renterId: Type.Optional(Uuid) }),
        response: { 200: ConversationLookup, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const viewerId = request.user.id;
      const { listingId, renterId } = request.query;
      const found = await app.conversationsRepository.lookup(listingId, renterId ?? viewerId);
      // Asked by renter: only the listing's host may find it, whoever else asks learns nothing.
      reply.header('Cache-Control', 'no-store');
      if (!found || (renterId !== undefined && found.hostId !== viewerId)) return { id: null };
      return { id: found.id };
    },
  );
};

export default routes;
