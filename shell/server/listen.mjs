// @ts-check
// Starts an app on a port and hands back its node:http server, which is what the start scripts hold
// (they close it, and end its open connections, when they stop).

/**
 * Resolves with the server once it listens; rejects (e.g. EADDRINUSE) with a message naming the port.
 * Without `host` it listens as Node does by default: every address, IPv6 and IPv4.
 * @param {import('fastify').FastifyInstance} app
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<import('node:http').Server>}
 */
export async function listen(app, port, host) {
  await app.ready();
  const server = /** @type {import('node:http').Server} */ (app.server);
  await new Promise((resolve, reject) => {
    /** @param {Error} error */
    const onError = (error) => reject(new Error(`Cannot listen on port ${port}: ${error.message}`));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(undefined);
    });
  });
  // Whoever closes the server closes the app too: its onClose hooks free the proxy's connections.
  server.once('close', () => app.close().catch((error) => app.log.error(error)));
  return server;
}
