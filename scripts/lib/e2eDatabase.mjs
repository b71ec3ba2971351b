// The browser tests' database. With a Postgres answering at TEST_DATABASE_URL (default the local
// server, as on CI) the run gets a fresh database of its own there, seeded by the API on start like
// any empty database and dropped afterwards: the API then queries a server in its own process, where
// the embedded PGlite runs Postgres in WebAssembly on the API's own event loop, one statement at a
// time, while Chromium and five servers share the machine's two cores. Without one (or with
// E2E_DATABASE=pglite) the run uses a fresh embedded database, as `npm start` does. Either way every
// run starts from the same demo data. The API suite runs on both databases (api/scripts/test.mjs).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './apps.mjs';

// The API's own driver (a dependency of the API, not of the scripts).
const { Client } = createRequire(path.join(ROOT, 'api/package.json'))('pg');

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(statement) {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A fresh Postgres database for the run ({ url, drop }), or null when the run uses the embedded one.
 */
export async function createE2eDatabase() {
  if (process.env.E2E_DATABASE === 'pglite') return null;
  const name = `shoreline_e2e_${randomBytes(6).toString('hex')}`;
  try {
    await onServer(`create database ${name}`);
  } catch {
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
