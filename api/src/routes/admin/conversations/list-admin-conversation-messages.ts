import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES_PAGE_SIZE } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type } from 'typebox';
import { notFound } from '../../../lib/http-errors';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { ThreadMessage } from '../../../schemas/conversation';
import { MAX_CURSOR_LENGTH, Page } from '../../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/conversations/:id/messages',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: `A reported conversation's messages and booking events, newest first, ${MESSAGES_PAGE_SIZE} a page`,
        description:
          'The same pages as its parties read (`GET /api/conversations/:id/messages`), and only while a ' +
          'report of it is open: 404 otherwise. Reading marks nothing read.',
        params: IdParams,
        querystring: Type.Object({
          cursor: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: MAX_CURSOR_LENGTH,
              description: 'The `nextCursor` of the previous page (opaque)',
            }),
          ),
        }),
        response: { 200: Page(ThreadMessage, 'ThreadMessage'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await app.conversationReportsRepository.hasOpenReport(id))) {
        throw notFound(MESSAGES.conversationNotFound);
      }
      return app.conversationsRepository.messagesPage(id, request.query.cursor);
    },
  );
};

export default routes;
