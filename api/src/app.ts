import autoload from '@fastify/autoload';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { withoutPrototype, type AppConfig } from './config';
import { handleError, handleNotFound } from './lib/handle-error';
import { describeOperation } from './lib/openapi/describe-operation';
import { referenceNamedSchemas } from './lib/openapi/reference-named-schemas';
import { addCommonErrorResponses } from './lib/schemas';
import { strictBodyValidator } from './lib/strict-body-validator';
import { compileOnFirstUse } from './lib/compile-on-first-use';
import { handleClientError } from './lib/handle-client-error';
import { OneLinePerRequest } from './lib/http/request-log';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /**
     * The app's clock: what "now" is for every rule that depends on time (request expiry in reads,
     * writes and jobs). `config.clock` when given (tests move it), otherwise the system clock.
     */
    now: () => Date;
  }
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Runs before any plugin or route is registered (tests add their own checking hooks here). */
  instrument?: (app: FastifyInstance) => void;
}

/** fastify's types take a hop count only as a function (its runtime does the same with a number). */
function trustProxyOption(setting: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

// Only TypeScript sources are plugins; tests and docs beside them are not.
const NOT_A_PLUGIN = /(\.test\.ts|\.d\.ts|\.md)$/;

/**
 * Builds the whole API from a config object (no globals, nothing read from process.env), so tests
 * build as many independent apps as they like.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Whose X-Forwarded-For counts for request.ip (the sign-in limit's key): nobody's by default, so a
    // client cannot pick its own address; `npm start` and compose name their own proxy (TRUST_PROXY).
    trustProxy: trustProxyOption(config.trustProxy),
    // Starting the embedded database and migrating can take well over fastify's default 10 s on a
    // busy 2-core machine.
    pluginTimeout: 120000,
    // Bodies are small JSON; uploads go through multipart with their own limits.
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { allErrors: false, removeAdditional: 'all' } },
    schemaController: { compilersFactory: compileOnFirstUse(strictBodyValidator()) },
    clientErrorHandler: handleClientError,
    // One line per request instead of Fastify's two (which serialize the request whole).
    logController: new OneLinePerRequest(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  options.instrument?.(app);
  // Settings are read as `config.x ?? default`: never through a (polluted) prototype (issue 20).
  app.decorate('config', withoutPrototype(config));
  app.decorate('now', config.clock ?? (() => new Date()));
  app.addHook('onRoute', addCommonErrorResponses);
  // After the common answers: completes the OpenAPI operation (id, security, tag, 401/403/404/429).
  app.addHook('onRoute', describeOperation);
  // Last: the named models of every route's schemas (the answers added above too) become `$ref`s.
  app.addHook('onRoute', referenceNamedSchemas());
  // The id the logs carry is on every answer (x-request-id): plugins/external/security-headers.ts.
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  // Infrastructure first (database, cookies, jwt, security headers, docs, static files)...
  await app.register(autoload, {
    dir: path.join(__dirname, 'plugins/external'),
    ignorePattern: NOT_A_PLUGIN,
  });
  // ...then our own plugins (repositories, auth decorators), which depend on it...
  await app.register(autoload, {
    dir: path.join(__dirname, 'plugins/app'),
    ignorePattern: NOT_A_PLUGIN,
    // Repositories and auth are shared by every route, so they are never encapsulated.
    encapsulate: false,
  });
  // ...then every route file. Folders only group files: each route declares its full path below /api.
  await app.register(autoload, {
    dir: path.join(__dirname, 'routes'),
    ignorePattern: NOT_A_PLUGIN,
    dirNameRoutePrefix: false,
    options: { prefix: '/api' },
  });

  await app.ready();
  return app;
}
