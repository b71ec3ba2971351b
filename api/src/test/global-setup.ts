// jest `globalSetup`: names this run, so the Postgres pass's test databases are dropped together at
// its end (test-databases.ts), and drops those that runs stopped long ago left. Jest starts its
// workers afterwards: they inherit the variable.
import { dropRunDatabases, newTestRun, TEST_RUN_VARIABLE } from './test-databases';

export default async function nameTestRun(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const run = newTestRun();
  process.env[TEST_RUN_VARIABLE] = run;
  await dropRunDatabases(serverUrl, run, true);
}
