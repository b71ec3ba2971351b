// `npm run bench:startup -w api`: start time and memory of the API run from TypeScript with tsx
// (`npm start`) against the compiled build (`node dist/server.js`, the production image), several
// rounds each, interleaved, on one migrated Postgres database (BENCH_DATABASE_URL: a server URL,
// default the local one; a database `platform_bench_startup_*` is created and dropped). Prints medians:
// ms from spawn to the first /api/health answer, RSS (the process and its children) once ready and
// after 200 requests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.ROUNDS) || 5;
const PORT = Number(process.env.BENCH_PORT) || 20310;

const RUNNERS = {
  'tsx src/server.ts': [require.resolve('tsx/cli', { paths: [API] }), 'src/server.ts'],
  'node dist/server.js': ['dist/server.js'],
};

async function admin(sql) {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** RSS of a process and its descendants, MB (tsx runs the server in a child process of its CLI). */
function treeRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  return (status ? Number(status[1]) / 1024 : 0) + children.reduce((sum, child) => sum + treeRss(child), 0);
}

async function once(args, databaseUrl) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: API,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      RATES_URL: '',
      JOBS_ENABLED: 'false',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const startMs = performance.now() - started;
    const readyRss = treeRss(child.pid);
    for (let i = 0; i < 200; i += 1)
      await (await fetch(`http://127.0.0.1:${PORT}/api/listings?limit=12`)).text();
    return { startMs, readyRss, loadedRss: treeRss(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const name = `platform_bench_startup_${randomBytes(4).toString('hex')}`;
await admin(`CREATE DATABASE ${name}`);
const url = new URL(SERVER_URL);
url.pathname = `/${name}`;
try {
  // Migrate once, so every round measures a start on an up-to-date database.
  await once(RUNNERS['node dist/server.js'], url.toString());
  const results = Object.fromEntries(Object.keys(RUNNERS).map((key) => [key, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [key, args] of Object.entries(RUNNERS)) results[key].push(await once(args, url.toString()));
  }
  console.log(
    `${ROUNDS} rounds, medians (${new Date().toISOString()}, load ${(await import('node:os')).loadavg()[0].toFixed(2)})`,
  );
  console.log('runner                 start to /api/health   RSS ready   RSS after 200 requests');
  for (const [key, runs] of Object.entries(results)) {
    const ms = median(runs.map((run) => run.startMs)).toFixed(0);
    const ready = median(runs.map((run) => run.readyRss)).toFixed(0);
    const loaded = median(runs.map((run) => run.loadedRss)).toFixed(0);
    console.log(
      `${key.padEnd(22)} ${`${ms} ms`.padStart(20)} ${`${ready} MB`.padStart(11)} ${`${loaded} MB`.padStart(24)}`,
    );
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
