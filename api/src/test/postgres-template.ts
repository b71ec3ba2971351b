// Every test file gets a database of its own on the Postgres server; migrating each one cost about
// 0.8 s of the worker's and the server's time, 85 times a run. CREATE DATABASE ... TEMPLATE copies a
// migrated one instead. The template is named by the schema's fingerprint, so a changed migration
// gets a new one (old ones stay until someone drops them: about 10 MB each, on developers' machines).
import { Client } from 'pg';
import { createKnex } from '../db/connect-database';
import { databaseUrl } from '../db/database-url';
import { migrateToLatest } from '../db/migration-source';
import { schemaFingerprint } from './schema-fingerprint';

// pg_advisory_lock key: one test worker builds the template while the others wait for it.
const TEMPLATE_LOCK = 7_301_244;

/** The name of a migrated, empty database on `serverUrl`'s server to copy test databases from. */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `shoreline_test_template_${await schemaFingerprint()}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    // Built under another name and renamed when complete: a failed build never leaves a template.
    const partial = `${name}_partial`;
    await client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${partial}`);
    // Two connections: migrations run while one holds the startup lock (db/with-startup-lock.ts).
    const knex = createKnex(databaseUrl(serverUrl, partial), { databasePoolMax: 2 });
    try {
      await migrateToLatest(knex);
    } finally {
      await knex.destroy();
    }
    await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    return name;
  } finally {
    await client.end();
  }
}
