// @ts-check
// /api and /uploads reach the API through the shell's own origin (@fastify/http-proxy), so the browser
// sees one site and the session cookie stays first-party. Both ways stream: an upload is not held in
// memory, and a Server-Sent Events stream passes event by event (this context has no compression).
// Answers keep the API's own headers.
import fastifyHttpProxy from '@fastify/http-proxy';

/** @typedef {{ prefixes: string[], target: string }} ApiProxyOptions */

const BAD_GATEWAY = JSON.stringify({
  statusCode: 502,
  error: 'Bad Gateway',
  message: 'The API is not reachable.',
});

/**
 * This server is the edge (npm start, the shell's container): whatever X-Forwarded-For a client sends
 * is its own invention, so the API (TRUST_PROXY = this proxy) gets the peer's real address only, and
 * the sign-in limit keys on it. The Host the browser used goes on too, as it arrived.
 * @param {{ headers: import('node:http').IncomingHttpHeaders, socket: { remoteAddress?: string | undefined } }} request
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {import('node:http').IncomingHttpHeaders}
 */
function forwardedHeaders(request, headers) {
  return {
    ...headers,
    host: request.headers.host,
    'x-forwarded-for': request.socket.remoteAddress ?? '',
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': 'http',
  };
}

/** @type {import('fastify').FastifyPluginAsync<ApiProxyOptions>} */
export async function apiProxy(app, { prefixes, target }) {
  for (const prefix of prefixes) {
    await app.register(fastifyHttpProxy, {
      upstream: target,
      prefix,
      rewritePrefix: prefix,
      disableRequestLogging: true,
      // A live notification stream is quiet between the API's heartbeats: it is never cut for that.
      undici: { bodyTimeout: 0 },
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        // A GET that met a 503 (the database is down) is not sent again and again: the browser decides.
        retryDelay: () => null,
        onError: (reply) => {
          reply
            .code(502)
            .header('content-type', 'application/json; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(BAD_GATEWAY);
        },
      },
    });
  }
}
