import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API = path.resolve(__dirname, '../..');

/** One line of pino's JSON log. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Replica {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every log line so far (LOG_LEVEL decides how many). */
  logs: LogLine[];
  /** Resolves with the first log line (past or future) that matches, or rejects after `timeoutMs`. */
  waitForLog: (match: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>;
  stop: () => Promise<void>;
}

/**
 * Starts the compiled API (`node --disable-proto=delete dist/server.js`: run `node scripts/build.mjs`
 * first) as its own process on a free port, as a production replica runs. `env` adds to the test's environment
 * (DATABASE_URL, REDIS_URL, JWT_SECRET...). `PGAPPNAME` is the replica's name, so its database
 * sessions can be told apart in pg_stat_activity.
 */
export async function startReplica(
  name: string,
  env: Record<string, string>,
  /** Sees each log line as it comes, also before the replica listens (a wait while it starts). */
  options: { onLog?: (line: LogLine) => void } = {},
): Promise<Replica> {
  // The flags of the production image's CMD (docker/api.Dockerfile).
  const child: ChildProcess = spawn(process.execPath, ['--disable-proto=delete', 'dist/server.js'], {
    cwd: API,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PGAPPNAME: name, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  let stderr = '';
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const text of lines) {
      if (!text.startsWith('{')) continue; // the start banner
      const line = JSON.parse(text) as LogLine;
      logs.push(line);
      options.onLog?.(line);
      for (const waiter of waiters) if (waiter.match(line)) waiter.resolve(line);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const waitForLog: Replica['waitForLog'] = (match, timeoutMs = 30_000) => {
    const seen = logs.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (line: LogLine) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(line);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`${name}: no such log line within ${timeoutMs} ms\n${stderr}`));
      }, timeoutMs);
      waiters.add(waiter);
      void exited.then((code) => {
        if (!waiters.has(waiter)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        reject(new Error(`${name} exited (${code}) before that log line\n${stderr}`));
      });
    });
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  try {
    const listening = await waitForLog(
      (line) => line.msg.startsWith('Server listening at http://127.0.0.1:'),
      60_000,
    );
    return { name, url: listening.msg.slice('Server listening at '.length), logs, waitForLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
