import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_HOST_REQUEST_REJECTION_LENGTH } from '@shoreline/shared-domain/constants';
import {
  nextHostRequestStatus,
  type HostRequestAction,
} from '@shoreline/shared-domain/hostRequestTransitions';
import { decidedMeanwhileNotice, MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest as HostRequestType } from '@shoreline/shared-domain/types';
import { validateHostRequestRejection } from '@shoreline/shared-domain/validation/validateHostRequestRejection';
import { Type } from 'typebox';
import { conflict, forbidden, notFound, unwrap } from '../../../lib/http-errors';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { HostRequest } from '../../../schemas/host-request';
import { named } from '../../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  async function decide(
    id: string,
    action: HostRequestAction,
    adminId: string,
    rejectionReason: string | null,
  ): Promise<HostRequestType> {
    return app.knex.transaction(async (trx) => {
      const current = await app.hostRequestsRepository.findById(id, trx);
      if (!current) throw notFound(MESSAGES.hostRequestNotFound);
      // An admin cannot grant themselves the host role: another admin decides.
      if (current.userId === adminId) throw forbidden(MESSAGES.forbidden);
      const status = unwrap(nextHostRequestStatus(current.status, action));
      // Compare-and-swap: of two admins deciding at once, the second gets 409.
      const decided = await app.hostRequestsRepository.decide(
        id,
        current.status,
        status,
        { reviewedBy: adminId, rejectionReason },
        trx,
      );
      if (!decided) {
        // Lost the race to another admin: say how they decided (issue 22).
        const now = await app.hostRequestsRepository.findById(id, trx);
        throw conflict(
          (now && decidedMeanwhileNotice('host request', now.status)) ?? MESSAGES.hostRequestNotPending,
        );
      }
      // SPEC 4: approval adds the role once; a user that no longer exists gets nothing (addRole -> null).
      if (status === 'approved') await app.usersRepository.addRole(decided.userId, 'host', trx);
      await app.notify.hostRequest(
        trx,
        status === 'approved' ? 'host-request-approved' : 'host-request-rejected',
        decided.id,
        { reason: decided.rejectionReason },
      );
      return decided;
    });
  }

  app.post(
    '/admin/host-requests/:id/approve',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary:
          'Approve a pending host request: the user gets the host role (if the user still exists); not your own (403)',
        params: IdParams,
        response: { 200: HostRequest, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decide(request.params.id, 'approve', request.user.id, null),
  );

  app.post(
    '/admin/host-requests/:id/reject',
    {
      onRequest: [app.requireRole('admin')],
      // The body is optional: a rejection without one (as before reasons existed) has no reason.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending host request, optionally with a reason the requester sees; not your own (403)',
        description:
          `Body optional: \`{ reason }\`, trimmed, at most ${MAX_HOST_REQUEST_REJECTION_LENGTH} characters ` +
          '(400 otherwise); blank means no reason. The requester reads it in `GET /api/host-requests/mine`.',
        params: IdParams,
        body: named(
          'HostRequestRejection',
          Type.Object({
            // Longer than the limit here so that shared-domain answers with the form's own message.
            reason: Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()])),
          }),
        ),
        response: { 200: HostRequest, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const reason = unwrap(validateHostRequestRejection({ reason: request.body.reason }));
      return decide(request.params.id, 'reject', request.user.id, reason);
    },
  );
};

export default routes;
