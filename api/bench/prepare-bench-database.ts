// The benchmarks' own databases (bench:scale, bench:messages): `name` on the server of `server`'s URL,
// dropped and created again, migrated and loaded; or, with `reuse` and a database that `find` still
// recognises (loaded by an earlier run), kept as it is.
import type { Knex } from 'knex';
import { createKnex } from '../src/db/connect-database';
import { databaseUrl } from '../src/db/database-url';
import { migrateToLatest } from '../src/db/migration-source';

export async function prepareBenchDatabase<T>(options: {
  server: string;
  name: string;
  reuse: boolean;
  /** What the benchmark needs from an already loaded database, or null when it is not there. */
  find: (db: Knex) => Promise<T | null>;
  /** Loads an empty, migrated database (on one connection: a loader's temporary tables live on it). */
  load: (db: Knex) => Promise<T>;
}): Promise<T & { url: string }> {
  const url = databaseUrl(options.server, options.name);
  const admin = createKnex(options.server, { databasePoolMax: 1 });
  try {
    const exists = (await admin.raw('SELECT 1 FROM pg_database WHERE datname = ?', [options.name])).rows
      .length;
    if (exists && options.reuse) {
      const db = createKnex(url, { databasePoolMax: 2 });
      try {
        await migrateToLatest(db);
        const found = await options.find(db);
        if (found) return { url, ...found };
      } finally {
        await db.destroy();
      }
    }
    await admin.raw(`DROP DATABASE IF EXISTS ${options.name} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${options.name}`);
  } finally {
    await admin.destroy();
  }
  // Migrations take a startup lock on one connection and migrate on another.
  const migrator = createKnex(url, { databasePoolMax: 2 });
  try {
    await migrateToLatest(migrator);
  } finally {
    await migrator.destroy();
  }
  const db = createKnex(url, { databasePoolMax: 1 });
  try {
    return { url, ...(await options.load(db)) };
  } finally {
    await db.destroy();
  }
}

/** Drops a benchmark database (a 1M one takes gigabytes). */
export async function dropBenchDatabase(server: string, name: string): Promise<void> {
  const admin = createKnex(server, { databasePoolMax: 1 });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.destroy();
  }
}
