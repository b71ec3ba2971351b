import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
type ExternalSchemas = Parameters<ReturnType<typeof AjvCompiler>>[0];
type PoolOptions = Parameters<ReturnType<typeof AjvCompiler>>[1];
/** What fastify passes to a validator compiler (the published types describe Ajv's own compile). */
type CompileRoute = (route: { schema: unknown; httpPart?: string }) => unknown;

/**
 * fastify's validator, with type coercion kept where it is needed and turned off where it lies.
 * Querystrings, params and headers are text on the wire, so `?limit=12` must become 12. A JSON body
 * already has types: coercing there turns `{"isActive": null}` or `0` into false, `"true"` into true,
 * `{"rating": true}` into 1 and `{"name": true}` into "true". Bodies are validated without coercion.
 */
export function strictBodyValidator(): ValidatorFactory {
  const coercing = AjvCompiler();
  const strict = AjvCompiler();
  const factory = (externalSchemas: ExternalSchemas, options: PoolOptions) => {
    // Ajv mode, never JTD (fastify's default): the union of both option types cannot say so.
    const strictOptions = { ...options, customOptions: { ...options?.customOptions, coerceTypes: false } };
    // Casts: @fastify/ajv-compiler's types name the compile function `(schema) => ...`, but fastify
    // calls it with the route (`{ schema, httpPart, method, url }`), as its implementation expects.
    const forText = coercing(externalSchemas, options) as unknown as CompileRoute;
    const forBodies = strict(externalSchemas, strictOptions as PoolOptions) as unknown as CompileRoute;
    const compile: CompileRoute = (route) => (route.httpPart === 'body' ? forBodies(route) : forText(route));
    return compile;
  };
  return factory as unknown as ValidatorFactory;
}
