// The compiled API (node dist/server.js, as in production) on a bench database: no seed, no jobs, no
// rates fetch; logs at the production default (info: one line per request, written to /dev/null here,
// so its cost is in the figures) unless BENCH_LOG_LEVEL says otherwise. Every benchmark that measures the API over HTTP starts it this way.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..');

/**
 * Starts the API (`server`: the compiled entry, or another build's to compare side by side) on `url`
 * at `port` and resolves once /api/health answers.
 */
export async function startApi(url: string, port: number, server = 'dist/server.js'): Promise<ChildProcess> {
  return startServer([server], {
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_ON_EMPTY: 'false',
    JOBS_ENABLED: 'false',
    RATES_URL: '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
}

/**
 * Runs `node <args>` in api/ with `env` added to this process's, and resolves once its
 * /api/health answers on env.PORT. One process (no wrapper): its pid is the server's, whose CPU the
 * benchmarks read.
 */
export async function startServer(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`node ${args.join(' ')} did not start`);
}
