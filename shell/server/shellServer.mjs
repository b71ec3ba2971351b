// @ts-check
// What makes a static app the shell's server, and a remote's: the shell renders its page per request
// with the deploy's remote locations and the preloads of the page's remote, serves /remotes.json
// (runtime discovery), proxies /api and /uploads, and sends a Content-Security-Policy naming exactly
// the remotes of the deploy config. One function for `npm start` (scripts/lib/serveApps.mjs) and the
// containers (scripts/serve-static.mjs).
import fs from 'node:fs';
import { createRemotePreloads } from './remotePreloads.mjs';
import { internalManifestUrl, originsOf, remotesJson } from './remotesConfig.mjs';
import { pageOwner, renderShellPage } from './renderShellPage.mjs';
import { newNonce, withScriptNonce } from './scriptNonce.mjs';
import { originsFrom, remoteSecurityHeaders, shellSecurityHeaders } from './securityHeaders.mjs';

/** shared-ui's route table: which app owns a path, whether it is public, its chunk in its remote. */
const ROUTES = JSON.parse(
  fs.readFileSync(new URL('../../shared-ui/src/routeTable.json', import.meta.url), 'utf8'),
);

/**
 * @typedef {import('fastify').FastifyRequest} FastifyRequest
 * @typedef {import('./remotesConfig.mjs').Remotes} Remotes
 */

/**
 * The shell's server options (for createStaticApp): its page, /remotes.json, the API proxy and its
 * security headers. Deploy config is read once per request, however many of these ask for it.
 * @param {{ env?: NodeJS.ProcessEnv, apiUrl?: string }} options
 * @returns {Omit<import('./createStaticApp.mjs').StaticAppOptions, 'root'>}
 */
export function shellAppOptions({ env = process.env, apiUrl }) {
  const preloadsOf = createRemotePreloads();
  const imgOrigins = originsFrom(env.IMG_ORIGINS);
  /** @type {WeakMap<FastifyRequest, Remotes>} */
  const perRequest = new WeakMap();
  /** @param {FastifyRequest} request */
  const remotesOf = (request) => {
    let remotes = perRequest.get(request);
    if (!remotes) {
      remotes = remotesJson(env);
      perRequest.set(request, remotes);
    }
    return remotes;
  };

  return {
    spa: true,
    jsonRoutes: { '/remotes.json': remotesOf },
    proxy: apiUrl ? { prefixes: ['/api', '/uploads'], target: apiUrl } : undefined,
    security: (request) => shellSecurityHeaders({ remoteOrigins: originsOf(remotesOf(request)), imgOrigins }),
    renderPage: async (html, request) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      const remotes = remotesOf(request);
      const { owner, preload } = pageOwner(pathname, ROUTES, remotes);
      const preloads =
        owner && preload ? await preloadsOf(internalManifestUrl(owner, remotes[owner] ?? '', env)) : null;
      const nonce = newNonce();
      const page = withScriptNonce(
        renderShellPage(html, { pathname, routes: ROUTES, remotes, preloads }),
        nonce,
      );
      return {
        html: page.html,
        security: shellSecurityHeaders({
          remoteOrigins: originsOf(remotes),
          imgOrigins,
          scriptNonce: page.count > 0 ? nonce : null,
        }),
      };
    },
  };
}

/**
 * A remote's server options: its security headers (CORS is the caller's choice, as in its container).
 * @returns {Omit<import('./createStaticApp.mjs').StaticAppOptions, 'root'>}
 */
export function remoteAppOptions() {
  return { security: () => remoteSecurityHeaders() };
}
