import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import { pageCursor } from '../../../db/keyset-page';
import { HOST_REQUESTS_ORDER } from '../../../plugins/app/repositories/host-requests';
import { HostRequest, HostRequestStatus } from '../../../schemas/host-request';
import { Page, PageQuery } from '../../../schemas/page';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/host-requests',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['admin'],
        summary: 'Host requests in one status (pending by default), newest first, a page at a time',
        description:
          'Keyset-paginated: pass `nextCursor` back as `cursor` (with the same status) for the next page.',
        querystring: Type.Object({ status: Type.Optional(HostRequestStatus), ...PageQuery(20, 100) }),
        response: { 200: Page(HostRequest, 'HostRequest'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const after = pageCursor(HOST_REQUESTS_ORDER, cursor);
      return app.hostRequestsRepository.listByStatus(status ?? 'pending', { limit, after });
    },
  );
};

export default routes;
