import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { User } from '../../lib/schemas';
import { named } from '../../schemas/named';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['me'],
        summary: 'Who is signed in: the user, or null for a visitor',
        description:
          'The shell asks this on every page. Unlike `GET /api/me` (401 when signed out), a visitor is ' +
          'an ordinary answer here, so a signed-out page logs no failed request.',
        response: {
          200: named(
            'Session',
            Type.Object({ user: Type.Union([User, Type.Null()]) }),
            'The signed-in user, or null for a visitor',
          ),
        },
      },
    },
    async (request, reply) => {
      // Personal, and it changes on sign-in and sign-out: never from a cache.
      reply.header('Cache-Control', 'no-store');
      return { user: request.viewer };
    },
  );
};

export default routes;
