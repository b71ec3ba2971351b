// A built app served from a port of its own, for the tests that need one (e2e/fixtures/staticServer.ts,
// the API's sign-in limit test behind this very proxy): the Fastify application of shell/server
// (createStaticApp.mjs) behind the node:http interface they use, `createStaticServer(options)` then
// `listen(server, port, host)`.
import { createStaticApp } from '../../shell/server/createStaticApp.mjs';
import { listen as listenApp } from '../../shell/server/listen.mjs';

/** @type {WeakMap<import('node:http').Server, import('fastify').FastifyInstance>} */
const apps = new WeakMap();

/**
 * @param {{ root: string, spa?: boolean, cors?: boolean,
 *   jsonRoutes?: Record<string, () => unknown>, proxy?: { prefixes: string[], target: string } }} options
 * @returns {import('node:http').Server}  not listening yet: `listen` it
 */
export function createStaticServer(options) {
  const app = createStaticApp(options);
  const server = /** @type {import('node:http').Server} */ (app.server);
  apps.set(server, app);
  return server;
}

/**
 * Listens and resolves with the server; rejects (e.g. EADDRINUSE) with a message naming the port.
 * @param {import('node:http').Server} server  from createStaticServer
 * @param {number} port
 * @param {string} [host]
 */
export function listen(server, port, host) {
  const app = apps.get(server);
  if (!app) throw new Error('listen() takes a server made by createStaticServer()');
  return listenApp(app, port, host);
}
