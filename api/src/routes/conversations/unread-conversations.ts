import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/schemas';
import { UnreadConversations } from '../../schemas/conversation';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/conversations/unread',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary: 'How many of your conversations have something you have not read, as renter and as host',
        response: { 200: UnreadConversations, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.conversationsRepository.unreadCounts(request.user.id);
    },
  );
};

export default routes;
