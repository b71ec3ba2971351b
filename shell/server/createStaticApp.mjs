// @ts-check
// One Fastify application serves one built app, the shell or a remote, as its own deployment would:
// its files (staticFiles.mjs), its page, JSON routes (the shell's /remotes.json), CORS (a remote's
// manifest and chunks are fetched by the shell on another origin), security headers through
// @fastify/helmet, compression of what the build did not precompress, and the /api + /uploads proxy.
// The proxy is a sibling context of the site: API answers keep the API's headers and are never
// compressed again (a live notification stream must not wait in a compressor).
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { apiProxy } from './apiProxy.mjs';
import { PERMISSIONS_POLICY } from './securityHeaders.mjs';
import { staticFiles } from './staticFiles.mjs';

/**
 * @typedef {import('fastify').FastifyRequest} FastifyRequest
 * @typedef {object} StaticAppOptions
 * @property {string} root  folder to serve (an app's dist)
 * @property {boolean} [spa]  paths that are no file and have no extension get the page
 * @property {boolean} [cors]  `Access-Control-Allow-Origin: *` (remotes)
 * @property {Record<string, (request: FastifyRequest) => unknown>} [jsonRoutes]  path -> body, no-cache
 * @property {import('./apiProxy.mjs').ApiProxyOptions} [proxy]
 * @property {(request: FastifyRequest) => import('./securityHeaders.mjs').HelmetOptions} [security]  every answer's
 *   security headers (but the proxied ones: those are the API's)
 * @property {import('./sendPage.mjs').RenderPage} [renderPage]  the page made per request (the shell)
 * @property {string[]} [hidden]  folders of the build that are never served (the shell's dist/server)
 * @property {(site: import('fastify').FastifyInstance) => Promise<void>} [routes]  more routes and hooks of
 *   the site, with its headers and compression (the shell's robots.txt and sitemaps: seoRoutes.mjs)
 * @property {import('fastify').FastifyServerOptions['logger']} [logger]
 */

/**
 * @param {StaticAppOptions} options
 * @returns {import('fastify').FastifyInstance}
 */
export function createStaticApp(options) {
  const app = Fastify({ logger: options.logger ?? false });
  if (options.proxy) app.register(apiProxy, options.proxy);

  app.register(async (site) => {
    await site.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      // Only what is made per request is compressed here (the build brings brotli copies of its files
      // at the best level): a page, with a server-rendered page's stylesheets inline about 60 KB.
      // Brotli 3 compresses that in about half the CPU time of @fastify/compress's default 4, for 5 %
      // more bytes (11, the build's level, would take 80 ms).
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        },
      },
    });

    const { security } = options;
    if (security) {
      // Not global: helmet would build one fixed policy, and the shell's names the remotes of the
      // deploy config as it is at this request.
      await site.register(fastifyHelmet, { global: false });
      site.addHook('onRequest', async (request, reply) => {
        reply.helmet(security(request));
        reply.header('permissions-policy', PERMISSIONS_POLICY);
      });
    }
    if (options.cors) {
      site.addHook('onRequest', async (_request, reply) => {
        reply
          .header('access-control-allow-origin', '*')
          .header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
      });
    }
    // After the headers above, so a preflight or a refused method carries them too.
    site.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS') return reply.code(204).header('access-control-max-age', '600').send();
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return reply.code(405).header('allow', 'GET, HEAD').send();
    });

    for (const [url, body] of Object.entries(options.jsonRoutes ?? {})) {
      site.get(url, async (request, reply) =>
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(JSON.stringify(body(request), null, 2)),
      );
    }

    // Called, not registered: its hooks apply to the page too (a plugin's would stay in its own context).
    if (options.routes) await options.routes(site);

    site.setNotFoundHandler((_request, reply) =>
      reply
        .code(404)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send('Not found'),
    );

    await site.register(staticFiles, {
      root: options.root,
      spa: options.spa,
      renderPage: options.renderPage,
      hidden: options.hidden,
    });
  });
  return app;
}
