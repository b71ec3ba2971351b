// Serves the four built apps the way separate deployments would, each with the Fastify application
// of shell/server: each remote from its own origin with CORS, the shell with an SPA fallback, its page
// rendered per request with the deploy's remote locations and preloads, /remotes.json (runtime
// discovery), the /api + /uploads proxy, and the security headers of each.
import { createStaticApp } from '../../shell/server/createStaticApp.mjs';
import { listen } from '../../shell/server/listen.mjs';
import { remoteAppOptions, shellAppOptions } from '../../shell/server/shellServer.mjs';
import { APPS, distOf, portOf } from './apps.mjs';

export { remotesJson } from '../../shell/server/remotesConfig.mjs';

/** Starts the four servers; resolves with their node:http servers once all listen. */
export async function serveApps({ apiUrl, env = process.env, host }) {
  const servers = [];
  for (const app of APPS) {
    const options =
      app.name === 'shell'
        ? shellAppOptions({ env, apiUrl })
        : { ...remoteAppOptions(), spa: true, cors: true };
    const served = createStaticApp({ root: distOf(app), logger: { level: 'error' }, ...options });
    servers.push(await listen(served, portOf(app, env), host));
  }
  return servers;
}
