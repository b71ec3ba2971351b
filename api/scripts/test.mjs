// `npm test -w api`: the whole suite on the embedded PGlite and, at the same time, on the real
// Postgres at 127.0.0.1:5432 when one answers (CI has one). Extra arguments go to jest (e.g. a path
// filter). The two passes run side by side because they wait on different things: the PGlite pass
// keeps both cores busy running Postgres in WebAssembly, while the Postgres pass spends much of its
// time waiting on the server (CREATE DATABASE per file, fsync); run one after the other they took
// 246 s + 117 s on a 2-core CI machine. Each pass's output is printed whole when it ends.
// TEST_DATABASE_URL overrides the Postgres server; each test file creates its own database on it.
// Tests that need Redis (*.redis.test.ts: shared rate limits, the two-replica test) run when one
// answers at TEST_REDIS_URL (default redis://127.0.0.1:6379), in the Postgres pass when there is one;
// each uses keys of its own and removes them.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const args = process.argv.slice(2);

/** Runs jest with `env`; resolves to its exit status once its whole output has been printed. */
function runJest(label, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [require.resolve('jest/bin/jest'), '--maxWorkers=2', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
        // PGlite loads its files with dynamic import(), which jest's VM sandbox allows only with this flag.
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
      },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n=== api tests on ${label} ===\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

async function postgresAnswers(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether a Redis server answers PING (no client library needed for that). */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || 6379, timeout: 2000 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.on('timeout', () => done(false));
    socket.on('error', () => done(false));
  });
}

const { DATABASE_URL: _ignored, ...withoutDatabase } = process.env;
const redis = (await redisAnswers(redisUrl)) ? { TEST_REDIS_URL: redisUrl } : {};
if (!redis.TEST_REDIS_URL)
  console.log(`(no Redis answers at ${new URL(redisUrl).host}: the Redis tests are skipped)`);
const postgresUp = await postgresAnswers(serverUrl);
// Redis is the subject of the Redis tests, not the database: with a Postgres pass they run there only.
// Tests whose subject is not the database (who may call what, no 5xx on fuzzed input, CORS) run in
// the Postgres pass only when there is one (jest.config.cjs): the PGlite pass, the longest (Postgres
// in WebAssembly, one instance per test file), keeps to what the embedded database could get wrong.
const passes = [
  runJest('embedded PGlite', {
    ...withoutDatabase,
    ...(postgresUp ? { SKIP_DATABASE_AGNOSTIC_TESTS: '1' } : redis),
    DATABASE_URL: '',
  }),
];
if (postgresUp)
  passes.push(runJest(`Postgres ${new URL(serverUrl).host}`, { ...redis, DATABASE_URL: serverUrl }));
else console.log(`\n(no Postgres answers at ${new URL(serverUrl).host}: the Postgres run is skipped)`);
const statuses = await Promise.all(passes);
process.exit(statuses.find((status) => status !== 0) ?? 0);
