import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createKnex } from '../db/connect-database';
import { migrateToLatest } from '../db/migration-source';
import { startEmbeddedPostgres } from '../db/start-embedded-postgres';
import { schemaFingerprint } from './schema-fingerprint';

/**
 * A migrated, empty embedded database as a tarball, built once and cached in the temp directory.
 * Starting from it takes well under a second, where initdb plus migrations take several.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `shoreline-pglite-template-${await schemaFingerprint()}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    // not built yet
  }
  const embedded = await startEmbeddedPostgres('memory://', 3);
  // Two connections: migrations run while one holds the startup lock (db/with-startup-lock.ts).
  const knex = createKnex(embedded.url, { databasePoolMax: 2 });
  try {
    await migrateToLatest(knex);
  } finally {
    await knex.destroy();
  }
  const dump = await embedded.dump();
  await embedded.stop();
  // Written under a unique name then renamed: parallel test runs never read half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  return dump;
}
