import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';
import { addRouteHook } from '../../lib/http/route-hooks';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF posture: a cross-site HTML form can only send `application/x-www-form-urlencoded`,
 * `multipart/form-data` or `text/plain`, all without a preflight. Fastify parses `text/plain` and
 * `@fastify/multipart` accepts multipart on every route, so an action without a body schema
 * (`POST /api/bookings/:id/cancel`...) would run on such a request. Every /api route takes JSON or
 * no body at all (the apps send no Content-Type without a body); anything else is a 415 before
 * authentication or parsing. A route that takes another type says so with `schema.consumes`
 * (uploads: multipart) and checks it itself.
 */
function refusesBody(request: FastifyRequest): boolean {
  if (!BODY_METHODS.has(request.method) || !request.url.startsWith('/api/')) return false;
  const type = request.headers['content-type'];
  if (type === undefined) return false;
  return type.split(';')[0]?.trim().toLowerCase() !== 'application/json';
}

const refuseOtherBodies = async (request: FastifyRequest) => {
  if (refusesBody(request)) throw new HttpError(415, MESSAGES.invalidRequest);
};

export default fp(
  async (app) => {
    // Only on the routes that take a body and not another type (those check theirs themselves): reads
    // and unknown paths (which keep their 404) pay nothing. First, before the route's own hooks.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => BODY_METHODS.has(method))) return;
      if ((route.schema as { consumes?: unknown } | undefined)?.consumes) return;
      addRouteHook(route, 'onRequest', refuseOtherBodies, 'first');
    });
  },
  { name: 'json-bodies-only' },
);
