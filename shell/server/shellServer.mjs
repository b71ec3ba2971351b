// @ts-check
// What makes a static app the shell's server, and a remote's: the shell renders its page per request
// with the deploy's remote locations and the preloads of the page's remote (and, with SSR on, the
// renters' public pages themselves: ssrPage.mjs), serves /remotes.json (runtime discovery), proxies
// /api and /uploads, and sends a Content-Security-Policy naming exactly the remotes of the deploy
// config. One function for `npm start` (scripts/lib/serveApps.mjs) and the containers
// (scripts/serve-static.mjs).
import fs from 'node:fs';
import { createStyleInliner } from './inlineStyles.mjs';
import { createRemotePreloads } from './remotePreloads.mjs';
import { internalManifestUrl, originsOf, remotesJson } from './remotesConfig.mjs';
import { pageOwner, renderShellPage } from './renderShellPage.mjs';
import { newNonce, withScriptNonce } from './scriptNonce.mjs';
import { originsFrom, remoteSecurityHeaders, shellSecurityHeaders } from './securityHeaders.mjs';
import { withNoindexMeta } from './searchIndexing.mjs';
import { seoRoutes } from './seoRoutes.mjs';
import { serverRenderedHtml, styleAttributeHashes } from './serverRenderedHtml.mjs';
import { createSessionRoles, sessionTokenOf } from './sessionRoles.mjs';
import { createServerRenderer, ssrEnabled } from './ssrPage.mjs';

/** shared-ui's route table: which app owns a path, whether it is public, its chunk in its remote. */
const ROUTES = JSON.parse(
  fs.readFileSync(new URL('../../shared-ui/src/routeTable.json', import.meta.url), 'utf8'),
);

/**
 * @typedef {import('fastify').FastifyRequest} FastifyRequest
 * @typedef {import('./remotesConfig.mjs').Remotes} Remotes
 */

/**
 * Where this server reaches each remote's manifest (REMOTE_<NAME>_INTERNAL_URL, else the public one).
 * @param {Remotes} remotes
 * @param {NodeJS.ProcessEnv} env
 */
const internalManifests = (remotes, env) =>
  Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => [name, internalManifestUrl(name, url, env)]),
  );

/**
 * Each remote's public folder and where this server reaches it (the stylesheets a page links).
 * @param {Remotes} remotes
 * @param {NodeJS.ProcessEnv} env
 * @returns {[string, string][]}
 */
const remoteBases = (remotes, env) =>
  Object.entries(remotes).map(([name, url]) => [
    new URL('.', url).href,
    new URL('.', internalManifestUrl(name, url, env)).href,
  ]);

/**
 * The shell's server options (for createStaticApp): its page, /remotes.json, the API proxy and its
 * security headers. Deploy config is read once per request, however many of these ask for it. With
 * SSR on (ssrPage.mjs) and an API to fetch data from, the renters' public pages are rendered here.
 * @param {{ env?: NodeJS.ProcessEnv, apiUrl?: string }} options
 * @returns {Omit<import('./createStaticApp.mjs').StaticAppOptions, 'root'>}
 */
export function shellAppOptions({ env = process.env, apiUrl }) {
  const preloadsOf = createRemotePreloads();
  const inlineStyles = createStyleInliner();
  const ssrApiUrl = env.SSR_API_URL || apiUrl;
  const rolesOf = createSessionRoles({ apiUrl: ssrApiUrl });
  /** @type {Map<string, ReturnType<typeof createServerRenderer>>} one renderer per app folder */
  const renderers = new Map();
  /** @param {string} root */
  const rendererOf = (root) => {
    let renderer = renderers.get(root);
    if (!renderer && ssrApiUrl) {
      renderer = createServerRenderer({ root, env, apiUrl: ssrApiUrl });
      renderers.set(root, renderer);
    }
    return renderer;
  };
  const ssr = ssrEnabled(env);
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
    // The shell's server bundle: code for this server, not for browsers.
    hidden: ['server'],
    jsonRoutes: { '/remotes.json': remotesOf },
    // robots.txt, sitemap.xml and its sitemaps, X-Robots-Tag on the pages kept out of search engines.
    routes: seoRoutes({ env, apiUrl: ssrApiUrl, routes: ROUTES }),
    proxy: apiUrl ? { prefixes: ['/api', '/uploads'], target: apiUrl } : undefined,
    security: (request) => shellSecurityHeaders({ remoteOrigins: originsOf(remotesOf(request)), imgOrigins }),
    renderPage: async (html, request, { root }) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      const remotes = remotesOf(request);
      const { route, owner, preload, isPublic } = pageOwner(pathname, ROUTES, remotes);
      const nonce = newNonce();
      const renderer = ssr && preload ? rendererOf(root) : undefined;
      // A host or admin page is never rendered here; its preloads wait for the session's roles (asked
      // only when the request may be signed in at all).
      const guarded =
        owner !== null &&
        !isPublic &&
        ['host', 'admin'].includes(route?.access ?? '') &&
        sessionTokenOf(request.headers.cookie, Date.now() / 1000) !== null;
      // The page's data, the remote's code, its preload list and the session's roles, all at once.
      const [preloads, rendered, roles] = await Promise.all([
        owner && (preload || guarded)
          ? preloadsOf(internalManifestUrl(owner, remotes[owner] ?? '', env))
          : null,
        renderer ? renderer.render(request, { remotes: internalManifests(remotes, env), nonce }) : null,
        guarded ? rolesOf(request) : [],
      ]);
      const shellPage = renderShellPage(html, { pathname, routes: ROUTES, remotes, preloads, roles });
      // Without the remote's preload list the page would lack its stylesheets: rendered in the browser.
      const served = rendered && preloads ? rendered : null;
      const page = withScriptNonce(served ? serverRenderedHtml(shellPage, served) : shellPage, nonce);
      // A page that paints before its scripts run paints with its stylesheets: inline, no round trip
      // (last, so the string work above never scans the stylesheets).
      const styled = served
        ? await inlineStyles(withNoindexMeta(page.html, pathname, ROUTES), {
            root,
            remoteBases: remoteBases(remotes, env),
            nonce,
          })
        : { html: withNoindexMeta(page.html, pathname, ROUTES), inlined: 0 };
      return {
        html: styled.html,
        unique: page.count > 0 || styled.inlined > 0,
        ...(served ? { status: served.status, personal: Boolean(request.headers.cookie) } : {}),
        // The session's role chose the preloads: this page is the visitor's own.
        ...(roles.length > 0 ? { personal: true } : {}),
        security: shellSecurityHeaders({
          remoteOrigins: originsOf(remotes),
          imgOrigins,
          scriptNonce: page.count > 0 ? nonce : null,
          styleNonce: styled.inlined > 0 ? nonce : null,
          styleAttributeHashes: served ? styleAttributeHashes(served.html) : [],
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
