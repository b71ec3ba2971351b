import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from 'typebox';
import { errorBody } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { named } from '../../schemas/named';

/**
 * A load balancer asks often and must get an answer quickly: when every connection is stuck (behind
 * a locked table, say) or the server does not answer, the replica is not ready, and says so in time.
 */
const READY_TIMEOUT_MS = 2000;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: {
          200: named('Health', Type.Object({ status: Type.Literal('ok') }), 'The process answers'),
        },
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
        response: {
          200: named(
            'Readiness',
            Type.Object({ status: Type.Literal('ready') }),
            'The database answers: the replica can take traffic',
          ),
          ...errorResponses(503),
        },
      },
    },
    async (_request, reply) => {
      const timeout = new AbortController();
      try {
        const answered = await Promise.race([
          app.knex.raw('select 1').then(() => true),
          sleep(READY_TIMEOUT_MS, false, { signal: timeout.signal }),
        ]);
        if (answered) return { status: 'ready' as const };
        app.log.warn(`database did not answer within ${READY_TIMEOUT_MS} ms`);
      } catch (error) {
        app.log.warn({ err: error }, 'database not reachable');
      } finally {
        timeout.abort();
      }
      return reply.code(503).send(errorBody(503, MESSAGES.serviceUnavailable));
    },
  );
};

export default routes;
