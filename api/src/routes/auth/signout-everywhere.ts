import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, NoContent } from '../../lib/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/signout-everywhere',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary:
          'End every session of the signed-in user, this one included (all devices, cookies and API tokens)',
        response: { 204: NoContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // Live notification streams end with their sessions, on every replica.
      await app.sessionsRepository.revokeAllOf(request.user.id);
      reply.clearSession();
      return reply.code(204).send(null);
    },
  );
};

export default routes;
