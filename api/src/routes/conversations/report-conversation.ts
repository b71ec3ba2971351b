import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_CONVERSATION_REPORT_LENGTH } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateConversationReport } from '@shoreline/shared-domain/validation/validateConversationReport';
import { conflict, notFound, unwrap } from '../../lib/http-errors';
import { errorResponses, IdParams } from '../../lib/schemas';
import { specMessagesFor } from '../../lib/spec-body-messages';
import { ConversationReportCreated, ConversationReportInput } from '../../schemas/conversation-report';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/conversations/:id/reports',
    {
      onRequest: [app.authenticate],
      ...specMessagesFor((body) => validateConversationReport(body.reason)),
      schema: {
        tags: ['messages'],
        summary: 'Report a conversation you are a party of, with a reason: admins may then read it',
        description:
          `\`reason\`: trimmed, 1–${MAX_CONVERSATION_REPORT_LENGTH} characters (400 otherwise). One open ` +
          'report per party: 409 while yours waits for an admin. Anyone but the renter and the host of the ' +
          'conversation gets 404, as for a conversation that does not exist.',
        params: IdParams,
        body: ConversationReportInput,
        response: { 201: ConversationReportCreated, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const reason = unwrap(validateConversationReport(request.body.reason));
      const { id } = request.params;
      const viewerId = request.user.id;
      // One statement: inserted only for a party without an open report (the partial unique index
      // settles two reports at once: the second waits for the first, then inserts nothing).
      const reportId = await app.conversationReportsRepository.create(id, viewerId, reason);
      if (reportId) return reply.code(201).send({ id: reportId });
      if (!(await app.conversationReportsRepository.isParty(id, viewerId))) {
        throw notFound(MESSAGES.conversationNotFound);
      }
      throw conflict(MESSAGES.conversationAlreadyReported);
    },
  );
};

export default routes;
