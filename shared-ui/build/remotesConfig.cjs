// Where each remote's mf-manifest.json lives, as the shell discovers it at runtime from /remotes.json.
// One function so the start script, the shell's dev server and the containers agree on the env names.
const DEFAULT_PORTS = { guest: 8081, host: 8082, admin: 8083 };
const REMOTE_NAMES = /** @type {const} */ (['guest', 'host', 'admin']);

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<'guest' | 'host' | 'admin', string>}
 */
function remotesFromEnv(env = process.env) {
  const publicHost = env.REMOTES_PUBLIC_HOST || 'localhost';
  /** @param {'guest' | 'host' | 'admin'} name */
  const url = (name) => {
    const upper = name.toUpperCase();
    const explicit = env[`REMOTE_${upper}_URL`];
    if (explicit) return explicit;
    const port = env[`${upper}_PORT`] || DEFAULT_PORTS[name];
    return `http://${publicHost}:${port}/mf-manifest.json`;
  };
  return { guest: url('guest'), host: url('host'), admin: url('admin') };
}

module.exports = { remotesFromEnv, REMOTE_NAMES, DEFAULT_PORTS };
