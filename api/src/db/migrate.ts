// `npm run migrate -w api`: applies pending migrations to DATABASE_URL or the embedded database.
import { loadConfig } from '../config';
import { connectDatabase } from './connect-database';
import { migrationSource } from './migration-source';
import { withStartupLock } from './with-startup-lock';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config);
  try {
    const { knex } = database;
    const [batch, names] = (await withStartupLock(knex, () => knex.migrate.latest({ migrationSource }), {
      timeoutMs: config.startupLockTimeoutMs,
      log: { info: (message) => console.log(message) },
    })) as [number, string[]];
    console.log(names.length === 0 ? 'Already up to date.' : `Batch ${batch}: ${names.join(', ')}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
