// `npm test -w api`: the whole suite on the embedded PGlite and on the real Postgres at 127.0.0.1:5432
// when one answers (CI has one), as two projects run one after the other (jest.config.cjs). Extra arguments
// go to jest (e.g. a path filter). TEST_DATABASE_URL overrides the Postgres server; each test file
// creates its own database on it. Tests that need Redis (*.redis.test.ts: shared rate limits, the
// two-replica test) run when one answers at TEST_REDIS_URL (default redis://127.0.0.1:6379), on
// Postgres when there is one; each uses keys of its own and removes them.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const args = process.argv.slice(2);
// Two: these machines have two cores (three only thrashed them). API_TEST_WORKERS overrides.
const WORKERS = process.env.API_TEST_WORKERS ?? '2';

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

const redis = (await redisAnswers(redisUrl)) ? redisUrl : '';
if (!redis) console.log(`(no Redis answers at ${new URL(redisUrl).host}: the Redis tests are skipped)`);
const postgresUp = await postgresAnswers(serverUrl);
if (!postgresUp)
  console.log(`(no Postgres answers at ${new URL(serverUrl).host}: the suite runs on PGlite only)`);

/** One jest run (of `projects`, when Postgres answers); resolves to its exit status. */
function runJest(projects) {
  const { DATABASE_URL: _ignored, ...withoutDatabase } = process.env;
  const selection = projects.length > 0 ? ['--selectProjects', ...projects] : [];
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      // The selection last: --selectProjects takes every word after it (paths included) as a project.
      [require.resolve('jest/bin/jest'), `--maxWorkers=${WORKERS}`, ...args, ...selection],
      {
        stdio: 'inherit',
        env: {
          ...withoutDatabase,
          TEST_REDIS_URL: redis,
          ...(postgresUp ? { TEST_POSTGRES_URL: serverUrl } : {}),
          // PGlite loads its files with dynamic import(), which jest's VM sandbox allows only with this flag.
          NODE_OPTIONS:
            `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
        },
      },
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// jest.config.cjs has the two databases as two projects when TEST_POSTGRES_URL is set. They run one
// after the other: side by side (two runs, or both projects in one run) they took 10-13 min on a 2-core
// machine where one after the other took 9 (4 + 5), the Postgres server starved by the PGlite files.
const statuses = [];
if (postgresUp) statuses.push(await runJest(['Postgres']));
statuses.push(await runJest(postgresUp ? ['PGlite'] : []));
process.exit(statuses.find((status) => status !== 0) ?? 0);
