import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { ConversationDetail } from '../../schemas/conversation';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/conversations/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary: "A conversation's header (listing, other party, booking), for either of its parties",
        description: 'Anyone but its renter and host gets 404, as for a conversation that does not exist.',
        params: IdParams,
        response: { 200: ConversationDetail, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const detail = await app.conversationsRepository.detail(request.params.id, request.user.id, app.now());
      if (!detail) throw notFound(MESSAGES.conversationNotFound);
      reply.header('Cache-Control', 'no-store');
      return detail;
    },
  );
};

export default routes;
