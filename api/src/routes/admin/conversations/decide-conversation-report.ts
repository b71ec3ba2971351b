import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { forbidden, notFound } from '../../../lib/http-errors';
import { errorResponses, IdParams, NoContent } from '../../../lib/schemas';

// An admin's decision on a report (issue 25). Each takes the report only while it is open (a
// compare-and-swap, or a row lock for the longer deactivation): of two admins deciding at once, the
// second finds it decided (404), whatever either chose.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/conversation-reports/:id/dismiss',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary:
          'Dismiss an open report: nothing happens to anyone, and admins no longer read the conversation',
        description:
          "404 when the report is not open (decided meanwhile). The conversation stays readable to admins while the other party's report of it is open.",
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const dismissed = await app.conversationReportsRepository.resolve(
        request.params.id,
        'dismissed',
        request.user.id,
        app.now(),
      );
      if (!dismissed) throw notFound(MESSAGES.conversationReportNotFound);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/conversation-reports/:id/deactivate',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary:
          "Deactivate the reported party's account (the other party than the reporter): it cannot sign in and is signed out everywhere",
        description:
          'In one transaction: the account is deactivated, every session of it ends, and every open report ' +
          'of the conversation is resolved as `deactivated`. 403 when the reported party is an admin; 404 ' +
          'when the report is not open (decided meanwhile).',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const adminId = request.user.id;
      const now = app.now();
      await app.knex.transaction(async (trx) => {
        const report = await app.conversationReportsRepository.lockOpen(request.params.id, trx);
        if (!report) throw notFound(MESSAGES.conversationReportNotFound);
        const reported = await app.usersRepository.findById(report.reportedId, trx);
        if (!reported) throw notFound(MESSAGES.conversationReportNotFound);
        // Admins answer to each other, not to a report: an admin account is never deactivated here.
        if (reported.roles.includes('admin')) throw forbidden(MESSAGES.forbidden);
        await app.usersRepository.deactivate(reported.id, now, trx);
        // Their sessions (and open live streams) end at once on every replica, after the commit.
        await app.sessionsRepository.revokeAllOf(reported.id, null, trx);
        await app.conversationReportsRepository.resolveAllOf(
          report.conversationId,
          'deactivated',
          adminId,
          now,
          trx,
        );
      });
      return reply.code(204).send(null);
    },
  );
};

export default routes;
