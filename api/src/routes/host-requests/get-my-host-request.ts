import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { HostRequest } from '../../schemas/host-request';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/host-requests/mine',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['host-requests'],
        summary: "The caller's latest host request, whatever its status (404 when there is none)",
        response: { 200: HostRequest, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const latest = await app.hostRequestsRepository.findLatestByUser(request.user.id);
      if (!latest) throw notFound(MESSAGES.hostRequestNotFound);
      return latest;
    },
  );
};

export default routes;
