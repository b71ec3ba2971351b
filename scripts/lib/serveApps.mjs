// Serves the four built apps the way separate deployments would: each remote from its own origin with
// CORS, the shell with an SPA fallback, its page rendered per request with the deploy's remote
// locations and preloads, /remotes.json (runtime discovery), the /api + /uploads proxy, and the
// security headers of each.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { APPS, distOf, portOf } from './apps.mjs';
import { createStaticServer, listen } from './createStaticServer.mjs';
import { createRemotePreloads } from './remotePreloads.mjs';
import { inlineScriptHashes, pageOwner, renderShellPage } from './renderShellPage.mjs';
import { originsFrom, remoteSecurityHeaders, shellSecurityHeaders } from './securityHeaders.mjs';

const require = createRequire(import.meta.url);
const { remotesFromEnv } = require('../../shared-ui/build/remotesConfig.cjs');
/** shared-ui's route table: which app owns a path, whether it is public, its chunk in its remote. */
const ROUTES = JSON.parse(
  fs.readFileSync(new URL('../../shared-ui/src/routeTable.json', import.meta.url), 'utf8'),
);

/**
 * /remotes.json: from REMOTES_FILE when set (read on every request, so editing it moves a remote
 * without a restart), else from REMOTE_<NAME>_URL / <NAME>_PORT.
 */
export function remotesJson(env = process.env) {
  if (env.REMOTES_FILE) return JSON.parse(fs.readFileSync(env.REMOTES_FILE, 'utf8'));
  return remotesFromEnv(env);
}

/**
 * Where this server itself reaches a remote's manifest: REMOTE_<NAME>_INTERNAL_URL when the browser's
 * address does not work from here (containers: http://guest:8080/mf-manifest.json), else the same.
 */
function internalManifestUrl(name, publicUrl, env) {
  return env[`REMOTE_${name.toUpperCase()}_INTERNAL_URL`] || publicUrl;
}

/** The shell's server: its page, /remotes.json, the API proxy and its security headers. */
export function shellServerOptions({ env = process.env, apiUrl }) {
  const preloadsOf = createRemotePreloads();
  const imgOrigins = originsFrom(env.IMG_ORIGINS);
  const remoteOrigins = () => Object.values(remotesJson(env)).map((manifest) => new URL(manifest).origin);
  return {
    spa: true,
    jsonRoutes: { '/remotes.json': () => remotesJson(env) },
    proxy: apiUrl ? { prefixes: ['/api', '/uploads'], target: apiUrl } : undefined,
    headers: () => shellSecurityHeaders({ remoteOrigins: remoteOrigins(), imgOrigins }),
    renderIndex: async (html, url) => {
      const remotes = remotesJson(env);
      const { owner, preload } = pageOwner(url.pathname, ROUTES, remotes);
      const preloads =
        owner && preload ? await preloadsOf(internalManifestUrl(owner, remotes[owner], env)) : null;
      const page = renderShellPage(html, { pathname: url.pathname, routes: ROUTES, remotes, preloads });
      return {
        html: page,
        headers: shellSecurityHeaders({
          remoteOrigins: Object.values(remotes).map((manifest) => new URL(manifest).origin),
          imgOrigins,
          scriptHashes: inlineScriptHashes(page),
        }),
      };
    },
  };
}

/** Starts the four static servers; resolves with them once all listen. */
export async function serveApps({ apiUrl, env = process.env, host }) {
  const servers = [];
  for (const app of APPS) {
    const isShell = app.name === 'shell';
    const server = createStaticServer({
      root: distOf(app),
      ...(isShell
        ? shellServerOptions({ env, apiUrl })
        : { spa: true, cors: true, headers: () => remoteSecurityHeaders() }),
    });
    servers.push(await listen(server, portOf(app, env), host));
  }
  return servers;
}
