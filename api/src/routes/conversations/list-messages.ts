import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES_PAGE_SIZE } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { notFound } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { ThreadMessage } from '../../schemas/conversation';
import { MAX_CURSOR_LENGTH, Page } from '../../schemas/page';

/** `?cursor=` of a thread's pages (also the admin's reading of a reported conversation). */
export const MessagesQuery = Type.Object({
  cursor: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: MAX_CURSOR_LENGTH,
      description: 'The `nextCursor` of the previous page (opaque): older messages',
    }),
  ),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/conversations/:id/messages',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary: 'The messages and booking events of a conversation, newest first',
        description:
          `${MESSAGES_PAGE_SIZE} a page; \`nextCursor\` leads to older ones. Reading does not mark the ` +
          'conversation read (POST .../read does). Anyone but its renter and host gets 404.',
        params: IdParams,
        querystring: MessagesQuery,
        response: { 200: Page(ThreadMessage, 'ThreadMessage'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const page = await app.conversationsRepository.threadPage(
        request.params.id,
        request.user.id,
        request.query.cursor,
      );
      if (!page) throw notFound(MESSAGES.conversationNotFound);
      reply.header('Cache-Control', 'no-store');
      return page;
    },
  );
};

export default routes;
