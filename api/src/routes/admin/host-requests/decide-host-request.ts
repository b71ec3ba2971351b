import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HOST_REQUEST_TRANSITIONS,
  nextHostRequestStatus,
  type HostRequestAction,
} from '@shoreline/shared-domain/hostRequestTransitions';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest as HostRequestType } from '@shoreline/shared-domain/types';
import { conflict, forbidden, notFound, unwrap } from '../../../lib/http-errors';
import { errorResponses, IdParams } from '../../../lib/schemas';
import { HostRequest } from '../../../schemas/host-request';

const SUMMARIES: Record<HostRequestAction, string> = {
  approve:
    'Approve a pending host request: the user gets the host role (if the user still exists); not your own (403)',
  reject: 'Reject a pending host request; not your own (403)',
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  async function decide(id: string, action: HostRequestAction, adminId: string): Promise<HostRequestType> {
    return app.knex.transaction(async (trx) => {
      const current = await app.hostRequestsRepository.findById(id, trx);
      if (!current) throw notFound(MESSAGES.hostRequestNotFound);
      // An admin cannot grant themselves the host role: another admin decides.
      if (current.userId === adminId) throw forbidden(MESSAGES.forbidden);
      const status = unwrap(nextHostRequestStatus(current.status, action));
      // Compare-and-swap: of two admins deciding at once, the second gets 409.
      const decided = await app.hostRequestsRepository.decide(id, current.status, status, adminId, trx);
      if (!decided) throw conflict(MESSAGES.hostRequestNotPending);
      // SPEC 4: approval adds the role once; a user that no longer exists gets nothing (addRole -> null).
      if (status === 'approved') await app.usersRepository.addRole(decided.userId, 'host', trx);
      return decided;
    });
  }

  for (const action of Object.keys(HOST_REQUEST_TRANSITIONS) as HostRequestAction[]) {
    app.post(
      `/admin/host-requests/:id/${action}`,
      {
        onRequest: [app.requireRole('admin')],
        schema: {
          tags: ['admin'],
          summary: SUMMARIES[action],
          params: IdParams,
          response: { 200: HostRequest, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => decide(request.params.id, action, request.user.id),
    );
  }
};

export default routes;
