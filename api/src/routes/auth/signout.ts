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
        await app.sessionsRepository.revoke(request.sessionId);
        // Its live notification stream ends too, on whichever replica serves it.
        await app.notificationBus.publish(app.knex, { type: 'sessions', userIds: [request.viewer.id] });
      }
      reply.clearSession();
      return reply.code(204).send(null);
    },
  );
};

export default routes;
