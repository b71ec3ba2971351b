// The API for a benchmark: its own `npm start` command (tsx, run without npm in between so SIGTERM
// reaches it) on a fresh embedded database and uploads folder under `dir`, seeded on start (never a
// DATABASE_URL of the environment: every run measures the same demo data), without exchange-rate
// fetches, warnings only.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { startService } from './processes.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {{ port: number, dir: string, publicOrigin: string, env?: NodeJS.ProcessEnv }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export function startFreshApi({ port, dir, publicOrigin, env = process.env }) {
  const script = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/package.json'), 'utf8')).scripts.start;
  const [tool, ...args] = String(script).split(/\s+/);
  if (tool !== 'tsx') throw new Error(`api's start script is not a tsx command: ${script}`);
  return startService('api', process.execPath, [require.resolve('tsx/cli', { paths: [ROOT] }), ...args], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...env,
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: path.join(dir, 'db'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      PUBLIC_ORIGIN: publicOrigin,
      TRUST_PROXY: '127.0.0.1',
      RATES_URL: '',
      LOG_LEVEL: env.LOG_LEVEL || 'warn',
    },
  });
}
