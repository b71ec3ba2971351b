import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INBOX_PAGE_SIZE } from '@shoreline/shared-domain/conversations';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';
import { ConversationRole, ConversationSummary } from '../../schemas/conversation';
import { MAX_CURSOR_LENGTH, Page } from '../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/conversations',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary: "The signed-in user's conversations on one side, most recently active first",
        description:
          '`role=renter`: the conversations about stays (the viewer wrote to a host or requested a stay); ' +
          "`role=host`: those about the viewer's listings. " +
          `${INBOX_PAGE_SIZE} a page; pass \`nextCursor\` back as \`cursor\` for the next one.`,
        querystring: Type.Object({
          role: ConversationRole,
          cursor: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: MAX_CURSOR_LENGTH,
              description: 'The `nextCursor` of the previous page (opaque)',
            }),
          ),
        }),
        response: { 200: Page(ConversationSummary, 'ConversationSummary'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { role, cursor } = request.query;
      reply.header('Cache-Control', 'no-store');
      return app.conversationsRepository.inbox(request.user.id, role, cursor, app.now());
    },
  );
};

export default routes;
