import type { RouteOptions } from 'fastify';
import { ErrorResponse } from '../schemas';
import { authRequirementOf } from './auth-requirement';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The operation's OpenAPI operationId when the one derived from method and path is not wanted. */
    operationId?: string;
  }
}

/** Both ways a client proves its session (see plugins/app/auth.ts). */
export const SESSION_SECURITY = [{ cookieAuth: [] }, { bearerAuth: [] }];
/** A route that works signed out and does more when signed in (`{}`: no credentials at all). */
export const OPTIONAL_SESSION_SECURITY = [{}, ...SESSION_SECURITY];

/**
 * Public routes that also read the caller's session when there is one: signing out ends it, the
 * session says who is signed in, become-host creates the account only when signed out, and a host
 * sees their own inactive listing. Listed here (checked by openapi-drift.test.ts) so route files need
 * no OpenAPI-only lines.
 */
export const OPTIONAL_SESSION_ROUTES = new Set([
  'GET /api/session',
  'POST /api/auth/signout',
  'POST /api/host-requests',
  'GET /api/listings/:id',
  'GET /api/listings/:id/availability',
  'GET /api/listings/:id/reviews',
  'GET /api/listings/:id/page',
]);

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/listings/:id/availability` -> `getListingsByIdAvailability`: stable as long as the method
 * and path are, so generated clients keep their names when a route's file or summary changes.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/|$)/, '/')
    .split('/')
    .filter((segment) => segment && segment !== '*')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return method.toLowerCase() + words.map(pascal).join('');
}

function tagFor(url: string): string {
  return url.split('/').filter(Boolean)[1] ?? 'api';
}

/**
 * `onRoute` hook that completes every documented operation from what the route already says, so
 * route files stay as they are: an operationId, `security` from its auth hook (public routes say
 * `security: []`), a tag from its path when it names none, the answers its hooks can give (401 and
 * 403 from the auth hooks, 429 from a rate limit, 404 for a path naming a resource). The example of
 * its request body (`request-examples.ts`) is added to the document by describe-answers.ts.
 */
export function describeOperation(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  const response = schema?.response as Record<string, unknown> | undefined;
  if (!schema || !response || schema.hide) return;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const described: Record<string, unknown> = { ...schema };

  described.operationId =
    route.config?.operationId ?? schema.operationId ?? operationIdFor(method, route.url);
  if (!Array.isArray(schema.tags) || schema.tags.length === 0) described.tags = [tagFor(route.url)];

  const added: Record<string, unknown> = {};
  const auth = authRequirementOf(route.onRequest, route.preValidation, route.preHandler);
  if (auth) {
    added[401] = ErrorResponse;
    if (auth.role) added[403] = ErrorResponse;
  }
  const optional = OPTIONAL_SESSION_ROUTES.has(`${method} ${route.url}`);
  described.security ??= auth ? SESSION_SECURITY : optional ? OPTIONAL_SESSION_SECURITY : [];
  if (auth?.role && typeof schema.description === 'string' && !schema.description.includes('role')) {
    described.description = `${schema.description}\n\nRequires the \`${auth.role}\` role.`;
  } else if (auth?.role && schema.description === undefined) {
    described.description = `Requires the \`${auth.role}\` role.`;
  }
  if (route.config && 'rateLimit' in route.config && route.config.rateLimit) added[429] = ErrorResponse;
  if (route.url.includes('/:')) added[404] = ErrorResponse;

  const merged = { ...response };
  for (const [code, body] of Object.entries(added)) if (!(code in merged)) merged[code] = body;
  described.response = merged;
  route.schema = described;
}
