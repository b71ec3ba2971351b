import { ERROR_CODES } from '@shoreline/shared-domain/errorCodes';
import { Type, type TSchema } from 'typebox';
import type { RouteOptions } from 'fastify';
import { named } from '../schemas/named';

// TypeBox building blocks shared by every route schema. Response schemas are mandatory: they make
// serialisation fast and make sure no column (a password hash, a deleted_at) leaks by accident.

/** The stable machine codes of shared-domain's catalogue (errorCodes.ts): clients branch on these. */
export const ErrorCodeSchema = named(
  'ErrorCode',
  Type.Enum(ERROR_CODES, {
    description:
      'What went wrong, as a stable machine code: branch on it, never on `message`. A code never changes ' +
      'meaning; new codes may be added.',
  }),
);

// Named `Error` in the contract (components/schemas/Error, see schemas/README.md).
export const ErrorResponse = named(
  'Error',
  Type.Object(
    {
      statusCode: Type.Integer({ description: 'The HTTP status again' }),
      error: Type.String({ description: 'The HTTP status text (`Conflict`)' }),
      code: ErrorCodeSchema,
      message: Type.String({
        description:
          'What to tell the user, in English; a 500 (`INTERNAL`) never says more than that it failed',
      }),
      fields: Type.Optional(
        Type.Array(Type.String(), {
          description:
            'The refused inputs, as dotted paths in the body or query (`endDate`, `photos.0`): a form marks them',
        }),
      ),
    },
    { description: 'Every failed call answers with this body.' },
  ),
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

export const Role = named(
  'Role',
  Type.Union([Type.Literal('renter'), Type.Literal('host'), Type.Literal('admin')]),
);

export const User = named(
  'User',
  Type.Object(
    {
      id: Uuid,
      name: Type.String(),
      email: Type.String(),
      roles: Type.Array(Role),
      createdAt: IsoDateTime,
    },
    { description: 'A user account as its owner (and admins) see it' },
  ),
);

export const DateRange = named(
  'DateRange',
  Type.Object(
    { start: IsoDate, end: IsoDate },
    { description: 'Nights from `start` to the day before `end`' },
  ),
);

/** `{ items, nextCursor }` of a keyset-paginated list. */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), nextCursor: Type.Union([Type.String(), Type.Null()]) });
}

export const NoContent = Type.Null({ description: 'No content' });

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `onRoute` hook: the answers any route can give whatever its own rules (a malformed or oversized
 * body, headers too large, a fault, the database unavailable, a cross-site write: 400, 403, 413, 415,
 * 431, 500, 503), added to every route that has response schemas, so
 * /api/docs lists every status code and every error body goes through the serializer.
 */
export function addCommonErrorResponses(route: RouteOptions): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!route.schema || !response) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // 503: the database is unavailable (refused, timed out, too many clients): every route reads it.
  // 431: request headers (a pile of cookies) over Node's 16 KiB: fastify's client-error handler
  // answers it, in this error shape, before any route runs; no route can prevent it.
  const common = [431, 500, 503];
  if (route.schema.querystring || route.schema.params) common.push(400);
  // 403: a state-changing request a browser sent for another site's page (plugins/app/cross-site-writes).
  if (methods.some((method) => BODY_METHODS.has(method))) common.push(400, 403, 413, 415);
  const added: Record<string, unknown> = {};
  for (const code of common) if (!(code in response)) added[code] = ErrorResponse;
  route.schema = { ...route.schema, response: { ...response, ...added } };
}
