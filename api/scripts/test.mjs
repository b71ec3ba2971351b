// `npm test -w api`: the whole suite on the embedded PGlite, then again on the real Postgres at
// 127.0.0.1:5432 when one answers (CI has one). Extra arguments go to jest (e.g. a path filter).
// TEST_DATABASE_URL overrides the Postgres server; each test file creates its own database on it.
// Tests that need Redis (*.redis.test.ts: shared rate limits, the two-replica test) run when one
// answers at TEST_REDIS_URL (default redis://127.0.0.1:6379); each uses keys of its own and removes them.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const args = process.argv.slice(2);

function runJest(label, env) {
  console.log(`\n=== api tests on ${label} ===`);
  const result = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--maxWorkers=2', ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...env,
      // PGlite loads its files with dynamic import(), which jest's VM sandbox allows only with this flag.
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
    },
  });
  return result.status ?? 1;
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
let status = runJest('embedded PGlite', { ...withoutDatabase, ...redis, DATABASE_URL: '' });
if (status === 0) {
  if (await postgresAnswers(serverUrl))
    status = runJest(`Postgres ${new URL(serverUrl).host}`, { ...redis, DATABASE_URL: serverUrl });
  else console.log(`\n(no Postgres answers at ${new URL(serverUrl).host}: the Postgres run is skipped)`);
}
process.exit(status);
