import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { notFound } from '../../../lib/http-errors';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { AdminConversation } from '../../../schemas/conversation-report';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/conversations/:id',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'A reported conversation: its listing, both parties and its open reports',
        description:
          'Admins read a conversation only while one of its parties has an open report of it: 404 ' +
          'otherwise, as for a conversation that does not exist.',
        params: IdParams,
        response: { 200: AdminConversation, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const conversation = await app.conversationReportsRepository.findAdminConversation(request.params.id);
      if (!conversation) throw notFound(MESSAGES.conversationNotFound);
      return conversation;
    },
  );
};

export default routes;
