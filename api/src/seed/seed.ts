// `npm run seed -w api`: (re)creates the demo marketplace. Existing data is removed first, so the
// dates stay relative to today; the demo images (and their variants) are regenerated in the local
// folder or the S3 bucket.
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect-database';
import { migrateToLatest } from '../db/migration-source';
import { createImageStorage } from '../lib/images/create-image-storage';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { resetDemoData } from './reset-demo-data';
import { seedDemoData } from './seed-demo-data';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config);
  try {
    await migrateToLatest(database.knex);
    await resetDemoData(database.knex);
    await seedDemoData(database.knex, createImageStorage(config));
    console.log('Demo marketplace created. Accounts:');
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.label.padEnd(34)} ${account.email.padEnd(24)} ${account.password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
