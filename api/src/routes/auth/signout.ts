import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContent } from '../../lib/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/signout',
    {
      schema: {
        tags: ['auth'],
        summary:
          'End this session: its token stops working on every replica and the cookie is cleared; fine when already signed out',
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      // Only this session: the user's other devices stay signed in (see /auth/signout-everywhere).
      if (request.sessionId && request.viewer) {
        // Every replica refuses it at its next request, and its live notification stream ends.
        await app.sessionsRepository.revoke(request.sessionId);
      }
      reply.clearSession();
      return reply.code(204).send(null);
    },
  );
};

export default routes;
