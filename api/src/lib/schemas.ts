import { Type, type TSchema } from 'typebox';
import type { RouteOptions } from 'fastify';

// TypeBox building blocks shared by every route schema. Response schemas are mandatory: they make
// serialisation fast and make sure no column (a password hash, a deleted_at) leaks by accident.

export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { description: 'Every failed call answers with this body.' },
);

/** `{ 400: ErrorResponse, 401: ErrorResponse, ... }` for a route's error status codes. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorResponse> {
  const responses = {} as Record<C, typeof ErrorResponse>;
  for (const code of codes) responses[code] = ErrorResponse;
  return responses;
}

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });

/** `yyyy-MM-dd`; the calendar check (no 2025-02-30) is done by shared-domain. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-07-01'] });
export const IsoDateTime = Type.String({ format: 'date-time' });

export const Role = Type.Union([Type.Literal('renter'), Type.Literal('host'), Type.Literal('admin')]);

export const User = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  roles: Type.Array(Role),
  createdAt: IsoDateTime,
});

export const DateRange = Type.Object({ start: IsoDate, end: IsoDate });

/** `{ items, nextCursor }` of a keyset-paginated list. */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), nextCursor: Type.Union([Type.String(), Type.Null()]) });
}

export const NoContent = Type.Null({ description: 'No content' });

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `onRoute` hook: the answers any route can give whatever its own rules (a malformed or oversized
 * body, a failed fault, the database unavailable, a cross-site write: 400, 403, 413, 415, 500, 503), added to every route that has response schemas, so
 * /api/docs lists every status code and every error body goes through the serializer.
 */
export function addCommonErrorResponses(route: RouteOptions): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!route.schema || !response) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // 503: the database is unavailable (refused, timed out, too many clients): every route reads it.
  const common = [500, 503];
  if (route.schema.querystring || route.schema.params) common.push(400);
  // 403: a state-changing request a browser sent for another site's page (plugins/app/cross-site-writes).
  if (methods.some((method) => BODY_METHODS.has(method))) common.push(400, 403, 413, 415);
  const added: Record<string, unknown> = {};
  for (const code of common) if (!(code in response)) added[code] = ErrorResponse;
  route.schema = { ...route.schema, response: { ...response, ...added } };
}
