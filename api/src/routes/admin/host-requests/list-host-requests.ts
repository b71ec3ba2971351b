import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import { HostRequest, HostRequestStatus } from '../../../schemas/host-request';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/host-requests',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'Host requests in one status (pending by default), newest first',
        querystring: Type.Object({ status: Type.Optional(HostRequestStatus) }),
        response: { 200: Type.Array(HostRequest), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.hostRequestsRepository.listByStatus(request.query.status ?? 'pending'),
  );
};

export default routes;
