// `npm run backfill-images -w api`: renders the variants of every image stored before they existed
// (and strips those originals' metadata). Safe to run again or to stop half-way: it continues where
// it stopped. With the embedded database, stop `npm start` first (one process owns api/.data); with
// DATABASE_URL it can run beside live replicas. The API also does it in the background, in slices.
import { loadConfig } from '../../config';
import { connectDatabase } from '../../db/connect-database';
import { migrateToLatest } from '../../db/migration-source';
import { createUploadsRepository } from '../../plugins/app/repositories/uploads';
import { backfillImages } from './backfill-images';
import { createImageStorage } from './create-image-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config);
  try {
    await migrateToLatest(database.knex);
    const storage = createImageStorage(config);
    console.log(
      `Backfilling image variants (${storage.kind === 's3' ? `bucket ${config.s3?.bucket}` : config.uploadDir})...`,
    );
    const report = await backfillImages({
      knex: database.knex,
      storage,
      uploads: createUploadsRepository(database.knex),
      onImage: (key, outcome) => console.log(`  ${outcome.padEnd(10)} ${key}`),
    });
    console.log(
      `Done: ${report.rendered} rendered, ${report.missing.length} missing, ${report.unreadable.length} unreadable` +
        (report.rendered + report.missing.length + report.unreadable.length === 0
          ? ' (nothing to do).'
          : '.'),
    );
    if (report.missing.length + report.unreadable.length > 0) {
      console.log(
        'Missing or unreadable images keep their URL without variants; re-upload them to fix them.',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
