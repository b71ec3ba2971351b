import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
type ExternalSchemas = Parameters<ReturnType<typeof AjvCompiler>>[0];
type PoolOptions = Parameters<ReturnType<typeof AjvCompiler>>[1];
/** What fastify passes to a validator compiler (the published types describe Ajv's own compile). */
type CompileRoute = (route: { schema: unknown; httpPart?: string }) => unknown;
/** The part of an Ajv instance used here (the ajv package is @fastify/ajv-compiler's own). */
interface SchemaStore {
  addSchema(schema: object): unknown;
}

/**
 * One Ajv instance (from @fastify/ajv-compiler, so with fastify's options and formats) for every
 * plugin context of an app. @fastify/ajv-compiler keys its instances by the context's shared schemas,
 * and the named models are added where the routes that use them are (schemas/named.ts), so each route
 * file's context got an Ajv of its own: ~250 instances and ~8 s of CPU per app. Model names are unique
 * across the app (lib/openapi/reference-named-schemas.ts refuses two models under one name), so one
 * instance can hold them all; a context's models are added the first time it is seen.
 */
function sharedInstance(options: PoolOptions): (externalSchemas: ExternalSchemas) => CompileRoute {
  let store: SchemaStore | undefined;
  const poolOptions = {
    ...options,
    onCreate: (ajv: SchemaStore) => {
      store = ajv;
    },
  } as unknown as PoolOptions;
  // No shared schemas at creation: the pool then makes exactly one instance, captured by onCreate.
  const compile = AjvCompiler()({}, poolOptions) as unknown as CompileRoute;
  // Ids added so far (Ajv's getSchema would compile a model just to say it is there).
  const added = new Set<string>();
  return (externalSchemas) => {
    for (const [key, schema] of Object.entries(externalSchemas as Record<string, object>)) {
      const id = (schema as { $id?: unknown }).$id;
      const name = typeof id === 'string' ? id : key;
      if (added.has(name)) continue;
      added.add(name);
      store!.addSchema(schema);
    }
    return compile;
  };
}

/**
 * fastify's validator, with type coercion kept where it is needed and turned off where it lies.
 * Querystrings, params and headers are text on the wire, so `?limit=12` must become 12. A JSON body
 * already has types: coercing there turns `{"isActive": null}` or `0` into false, `"true"` into true,
 * `{"rating": true}` into 1 and `{"name": true}` into "true". Bodies are validated without coercion.
 */
export function strictBodyValidator(): ValidatorFactory {
  let forText: ((externalSchemas: ExternalSchemas) => CompileRoute) | undefined;
  let forBodies: ((externalSchemas: ExternalSchemas) => CompileRoute) | undefined;
  const factory = (externalSchemas: ExternalSchemas, options: PoolOptions) => {
    // Ajv mode, never JTD (fastify's default): the union of both option types cannot say so.
    const strictOptions = { ...options, customOptions: { ...options?.customOptions, coerceTypes: false } };
    forText ??= sharedInstance(options);
    forBodies ??= sharedInstance(strictOptions as PoolOptions);
    const text = forText(externalSchemas);
    const bodies = forBodies(externalSchemas);
    const compile: CompileRoute = (route) => (route.httpPart === 'body' ? bodies(route) : text(route));
    return compile;
  };
  return factory as unknown as ValidatorFactory;
}
