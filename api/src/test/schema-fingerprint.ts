import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const MIGRATIONS_DIR = path.join(__dirname, '../db/migrations');

/**
 * Changes whenever a migration or the PGlite version changes, so a stale template database (PGlite's
 * or Postgres's) is never used.
 */
export async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await fs.readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await fs.readFile(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(await fs.readFile(path.join(__dirname, '../db/migration-source.ts')));
  // dist/index.cjs -> package.json: the PGlite version is part of the template's identity.
  hash.update(
    await fs.readFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json')),
  );
  return hash.digest('hex').slice(0, 16);
}
