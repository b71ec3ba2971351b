import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: Type.Object({ status: Type.Literal('ready') }), ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      try {
        await app.knex.raw('select 1');
        return { status: 'ready' as const };
      } catch (error) {
        app.log.warn({ err: error }, 'database not reachable');
        return reply
          .code(503)
          .send({ statusCode: 503, error: 'Service Unavailable', message: 'Database not reachable' });
      }
    },
  );
};

export default routes;
