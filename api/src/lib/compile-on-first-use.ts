import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;

/** What a compiled validator is to fastify: a function whose `errors` it reads after a `false`. */
interface Validate {
  (data: unknown): unknown;
  errors?: unknown;
}
type Serialize = (data: unknown) => string;
/** What fastify passes a route compiler (its published types describe Ajv's own compile). */
type CompileRoute<F> = (route: unknown) => F;
/** What fastify calls a factory with: the context's shared schemas and the compiler's options. */
type BuildCompiler = (externalSchemas: unknown, options: unknown) => unknown;

/**
 * A validator that is compiled the first time a request needs it. Fastify reads `errors` from the
 * function it was given, so they are copied from the compiled one after every call.
 */
function validateOnFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const result = compiled(data);
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
}

function serializeOnFirstUse(compile: () => Serialize): Serialize {
  let compiled: Serialize | undefined;
  return (data) => (compiled ??= compile())(data);
}

/**
 * Compiles each route's validators and serializers when a request first needs them, not when the
 * app starts. Start-up compiled all ~200 of them (Ajv and fast-json-stringify code generation: about
 * a third of the CPU of starting an app), although one process (a test file, a replica just started
 * behind a load balancer) uses a few; the first request of a route pays its own few milliseconds.
 * The compiled function and its options are exactly fastify's defaults, so behaviour is unchanged;
 * every route is exercised by the contract and authorization tests, so a schema that cannot compile
 * still fails a test.
 */
export function compileOnFirstUse(buildValidator: ValidatorFactory): {
  buildValidator: ValidatorFactory;
  buildSerializer: SerializerFactory;
} {
  const buildSerializer = SerializerSelector();
  // Casts: the factories' published types describe Ajv's and fast-json-stringify's own compile
  // signatures; fastify calls the compilers with the route (`{ schema, httpPart, method, url }`).
  const lazyValidator = ((externalSchemas: unknown, options: unknown) => {
    const compileRoute = (buildValidator as unknown as BuildCompiler)(
      externalSchemas,
      options,
    ) as unknown as CompileRoute<Validate>;
    return (route: unknown) => validateOnFirstUse(() => compileRoute(route));
  }) as unknown as ValidatorFactory;
  const lazySerializer = ((externalSchemas: unknown, options: unknown) => {
    const compileRoute = (buildSerializer as unknown as BuildCompiler)(
      externalSchemas,
      options,
    ) as unknown as CompileRoute<Serialize>;
    return (route: unknown) => serializeOnFirstUse(() => compileRoute(route));
  }) as unknown as SerializerFactory;
  return { buildValidator: lazyValidator, buildSerializer: lazySerializer };
}
