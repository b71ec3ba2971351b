// Serves the four built apps the way separate deployments would: each remote from its own origin with
// CORS, the shell with an SPA fallback, /remotes.json (runtime discovery) and the /api + /uploads proxy.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { APPS, distOf, portOf } from './apps.mjs';
import { createStaticServer, listen } from './createStaticServer.mjs';

const require = createRequire(import.meta.url);
const { remotesFromEnv } = require('../../shared-ui/build/remotesConfig.cjs');

/**
 * /remotes.json: from REMOTES_FILE when set (read on every request, so editing it moves a remote
 * without a restart), else from REMOTE_<NAME>_URL / <NAME>_PORT.
 */
export function remotesJson(env = process.env) {
  if (env.REMOTES_FILE) return JSON.parse(fs.readFileSync(env.REMOTES_FILE, 'utf8'));
  return remotesFromEnv(env);
}

/** Starts the four static servers; resolves with them once all listen. */
export async function serveApps({ apiUrl, env = process.env, host }) {
  const servers = [];
  for (const app of APPS) {
    const isShell = app.name === 'shell';
    const server = createStaticServer({
      root: distOf(app),
      spa: true,
      cors: !isShell,
      jsonRoutes: isShell ? { '/remotes.json': () => remotesJson(env) } : undefined,
      proxy: isShell ? { prefixes: ['/api', '/uploads'], target: apiUrl } : undefined,
    });
    servers.push(await listen(server, portOf(app, env), host));
  }
  return servers;
}
