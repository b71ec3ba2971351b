// The compiled API (node dist/server.js, as in production) on a bench database: no seed, no jobs, no
// rates fetch, quiet logs. Every benchmark that measures the API over HTTP starts it this way.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..');

/** Starts the API on `url` at `port` and resolves once /api/health answers. */
export async function startApi(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_EMPTY: 'false',
      JOBS_ENABLED: 'false',
      RATES_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the API did not start');
}
