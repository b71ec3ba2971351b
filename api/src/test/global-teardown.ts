// jest `globalTeardown`: drops the databases the run's test files left on the Postgres server.
import { dropRunDatabases, TEST_RUN_VARIABLE } from './test-databases';

export default async function dropTestDatabases(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const run = process.env[TEST_RUN_VARIABLE];
  if (serverUrl && run) await dropRunDatabases(serverUrl, run);
}
