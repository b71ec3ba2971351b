// Bulk loading (1M listings, 10M stays): secondary indexes and exclusion constraints are dropped
// before the load and built again after it, each in one sorted pass (with parallel workers and a
// large maintenance_work_mem) instead of one insertion per row. Read from the catalog, so they are
// exactly the migrations' own; primary keys and unique constraints stay (loads rely on them).
import type { Knex } from 'knex';
import { createKnex } from '../../src/db/connect-database';

interface Dropped {
  table: string;
  name: string;
  /** The CREATE INDEX statement, or the constraint's definition for ALTER TABLE ADD CONSTRAINT. */
  definition: string;
  constraint: boolean;
}

export async function withoutIndexes<T>(knex: Knex, tables: string[], load: () => Promise<T>): Promise<T> {
  const dropped = (
    await knex.raw(
      `SELECT c.relname AS table, i.relname AS name, con.conname IS NOT NULL AS constraint,
              coalesce(pg_get_constraintdef(con.oid), pg_get_indexdef(x.indexrelid)) AS definition
         FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_class c ON c.oid = x.indrelid
         LEFT JOIN pg_constraint con ON con.conindid = x.indexrelid AND con.contype = 'x'
        WHERE c.relname = ANY(?) AND c.relnamespace = 'public'::regnamespace
          AND NOT x.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint u WHERE u.conindid = x.indexrelid AND u.contype IN ('p', 'u'))`,
      [tables],
    )
  ).rows as Dropped[];
  for (const index of dropped) {
    await knex.raw(
      index.constraint
        ? `ALTER TABLE ${index.table} DROP CONSTRAINT ${index.name}`
        : `DROP INDEX ${index.name}`,
    );
  }
  const result = await load();
  // One connection per table, tables side by side (an index build is one process; GiST ones, which
  // cannot sort, take the longest): as many cores as the machine has, besides parallel btree workers.
  const { connectionString } = knex.client.config.connection as { connectionString: string };
  const builders = createKnex(connectionString, { databasePoolMax: tables.length });
  try {
    await Promise.all(
      tables.map(async (table) => {
        await builders.transaction(async (trx) => {
          await trx.raw(
            `SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL max_parallel_maintenance_workers = 2`,
          );
          for (const index of dropped.filter((candidate) => candidate.table === table)) {
            await trx.raw(
              index.constraint
                ? `ALTER TABLE ${index.table} ADD CONSTRAINT ${index.name} ${index.definition}`
                : index.definition,
            );
          }
        });
      }),
    );
  } finally {
    await builders.destroy();
  }
  return result;
}
