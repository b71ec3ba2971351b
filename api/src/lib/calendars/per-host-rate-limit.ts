import type { CodedMessage } from '@shoreline/shared-domain/errorCodes';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { handleError } from '../handle-error';
import { errorBody } from '../http-errors';

/** The window both calendar limits count in. */
export const CALENDAR_RATE_WINDOW = '10 minutes';

/**
 * Route options limiting one host to `max` requests per CALENDAR_RATE_WINDOW on a route that fetches
 * and parses a feed (issue 20): counted per host, not per address (a host's requests come from
 * anywhere, and many hosts can share one), in the app's rate-limit store, which is Redis, shared by
 * every replica, when REDIS_URL is set. The plugin's hook runs after the route's `requireRole`, so
 * the viewer is known. Past the limit: 429 with `message` (the app's error handler would say only
 * "too many requests") and Retry-After.
 */
export function perHostRateLimit(name: string, max: number, message: CodedMessage) {
  return {
    config: {
      rateLimit: {
        max,
        timeWindow: CALENDAR_RATE_WINDOW,
        keyGenerator: (request: FastifyRequest) => `${name}:${request.viewer?.id ?? request.ip}`,
      },
    },
    errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error.statusCode !== 429) return handleError(error, request, reply);
      request.log.info({ statusCode: 429, limit: name }, 'request refused');
      return reply.code(429).send(errorBody(429, message));
    },
  };
}
