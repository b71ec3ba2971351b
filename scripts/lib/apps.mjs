// The four browser apps, their folders and default ports: one list for start, e2e and containers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {{ name: 'shell' | 'guest' | 'host' | 'admin', folder: string, pkg: string, portEnv: string, defaultPort: number }[]} */
export const APPS = [
  { name: 'shell', folder: 'shell', pkg: '@shoreline/shell', portEnv: 'SHELL_PORT', defaultPort: 8080 },
  {
    name: 'guest',
    folder: 'mfe-guest',
    pkg: '@shoreline/mfe-guest',
    portEnv: 'GUEST_PORT',
    defaultPort: 8081,
  },
  { name: 'host', folder: 'mfe-host', pkg: '@shoreline/mfe-host', portEnv: 'HOST_PORT', defaultPort: 8082 },
  {
    name: 'admin',
    folder: 'mfe-admin',
    pkg: '@shoreline/mfe-admin',
    portEnv: 'ADMIN_PORT',
    defaultPort: 8083,
  },
];

/** An app's build folder: `<folder>/dist`, or `$APPS_DIST_ROOT/<folder>` (shared-ui/build/distDir.cjs). */
export const distOf = (app, env = process.env) =>
  env.APPS_DIST_ROOT
    ? path.join(path.resolve(env.APPS_DIST_ROOT), app.folder)
    : path.join(ROOT, app.folder, 'dist');

/** The port of an app (env wins), as a number. */
export function portOf(app, env = process.env) {
  const value = Number(env[app.portEnv]);
  return Number.isInteger(value) && value > 0 ? value : app.defaultPort;
}
