import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pageCursor } from '../../../db/keyset-page';
import { errorResponses } from '../../../lib/schemas';
import { CONVERSATION_REPORTS_ORDER } from '../../../plugins/app/repositories/conversation-reports';
import { ConversationReport } from '../../../schemas/conversation-report';
import { Page, PageQuery } from '../../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/conversation-reports',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'Open reports of conversations, oldest first, a page at a time',
        description:
          'Keyset-paginated: pass `nextCursor` back as `cursor` for the next page. A decided report ' +
          '(dismissed, or its reported party deactivated) leaves the list.',
        querystring: Type.Object({ ...PageQuery(20, 100) }),
        response: { 200: Page(ConversationReport, 'ConversationReport'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = pageCursor(CONVERSATION_REPORTS_ORDER, cursor);
      return app.conversationReportsRepository.listOpen({ limit, after });
    },
  );
};

export default routes;
