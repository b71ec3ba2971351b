import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { apiHeaders, HTML_HEADERS } from '../../lib/http/security-headers';
import { addRouteHook } from '../../lib/http/route-hooks';

/** The docs (swagger-ui's page, scripts and document) and the routes that say they produce HTML. */
function servesHtml(route: RouteOptions): boolean {
  if (route.url.startsWith('/api/docs')) return true;
  const produces = (route.schema as { produces?: readonly string[] } | undefined)?.produces;
  return produces?.some((type) => type.startsWith('text/html')) ?? false;
}

/**
 * One onRequest hook for every answer (errors and unknown paths included): the precomputed headers
 * (lib/http/security-headers.ts) and the request's id, the one the logs carry, so a caller or the
 * edge proxy can quote it. The HTML routes add their page headers in a route-level hook of their own.
 */
export default fp(
  async (app) => {
    const headers = apiHeaders({
      production: app.config.nodeEnv === 'production',
      publicOrigin: app.config.publicOrigin,
    });
    // Callback style: no promise per request.
    app.addHook(
      'onRequest',
      (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        reply.headers(headers).header('x-request-id', request.id);
        done();
      },
    );
    const htmlHeaders = (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      reply.headers(HTML_HEADERS);
      done();
    };
    app.addHook('onRoute', (route) => {
      if (servesHtml(route)) addRouteHook(route, 'onRequest', htmlHeaders);
    });
  },
  { name: 'security-headers' },
);
