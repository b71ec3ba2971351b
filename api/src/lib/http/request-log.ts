import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

interface Refusal {
  code: string;
  message: string;
}

/** Why a 4xx was answered (handle-error.ts), told by the request's one line rather than a line of its own. */
const refusals = new WeakMap<FastifyRequest, Refusal>();

export function noteRefusal(request: FastifyRequest, refusal: Refusal): void {
  refusals.set(request, refusal);
}

/**
 * One line per request, when it completes: method, the route's pattern (never the URL: no query
 * strings, tokens or searches in the logs, and lines group by route), status, time taken, and the
 * child logger's `reqId`; a refusal's code and message. Fastify's "incoming request" (the request
 * serialized whole) and "Route ... not found" lines are gone. Below info (LOG_LEVEL=warn) nothing is
 * built at all. A 5xx is also logged with its error by handle-error.ts.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const { log } = request;
    if (error) {
      log.error(
        { err: error, route: request.routeOptions.url ?? null, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    if (!(log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info')) return;
    log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 100) / 100,
        ...refusals.get(request),
      },
      'request completed',
    );
  }
}
