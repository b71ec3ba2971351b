// `npm test -w api`: the whole suite on the embedded PGlite, then again on the real Postgres at
// 127.0.0.1:5432 when one answers (CI has one). Extra arguments go to jest (e.g. a path filter).
// TEST_DATABASE_URL overrides the Postgres server; each test file creates its own database on it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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

const { DATABASE_URL: _ignored, ...withoutDatabase } = process.env;
let status = runJest('embedded PGlite', { ...withoutDatabase, DATABASE_URL: '' });
if (status === 0) {
  if (await postgresAnswers(serverUrl))
    status = runJest(`Postgres ${new URL(serverUrl).host}`, { DATABASE_URL: serverUrl });
  else console.log(`\n(no Postgres answers at ${new URL(serverUrl).host}: the Postgres run is skipped)`);
}
process.exit(status);
