import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** @fastify/cors allowed only GET, HEAD and POST by default, failing every PUT, PATCH and DELETE preflight. */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** How long a browser may reuse a preflight's answer (Chromium keeps at most 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * Only the apps' origin may call the API with the session cookie. Its `Access-Control-Allow-Origin`
 * and `-Credentials` are on every answer (the precomputed headers of security-headers.ts: one value
 * for everyone, so no per-request hook and no `Vary: Origin`); this answers the preflights, for the
 * apps' origin only (another's gets the 404 of an unknown route, as with @fastify/cors).
 */
export default fp(
  async (app) => {
    const { publicOrigin } = app.config;
    app.options('*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.origin !== publicOrigin) return reply.callNotFound();
      const asked = request.headers['access-control-request-headers'];
      reply.code(204).header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
      // The headers the page asks to send (Content-Type, Authorization): the route checks them.
      if (asked)
        reply.header('access-control-allow-headers', asked).header('vary', 'Access-Control-Request-Headers');
      return reply.send();
    });
  },
  { name: 'cors' },
);
