import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContent } from '../../lib/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/signout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session (clears the cookie); fine when already signed out',
        response: { 204: NoContent },
      },
    },
    async (_request, reply) => {
      reply.clearSession();
      return reply.code(204).send(null);
    },
  );
};

export default routes;
