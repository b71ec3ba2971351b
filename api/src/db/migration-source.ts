import type { Knex } from 'knex';
import * as initialSchema from './migrations/20261122000001_initial_schema';

interface Migration {
  name: string;
  module: Knex.Migration;
}

// Migrations are imported, not discovered on disk, so they run straight from TypeScript under tsx
// and jest without a build. Append new migrations here in order; never edit an applied one.
const migrations: Migration[] = [{ name: '20261122000001_initial_schema', module: initialSchema }];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration.module,
};

export async function migrateToLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
