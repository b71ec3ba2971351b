#!/usr/bin/env node
// `npm run test:e2e`: makes sure Debian's Chromium is installed, builds the apps whose sources changed,
// then runs the Playwright suite (which starts the product itself on the e2e ports with a fresh
// database: lib/e2eDatabase.mjs). Extra arguments go to `playwright test`, e.g.
// `node scripts/test-e2e.mjs e2e/shell`.
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { buildStaleApps } from './lib/builds.mjs';
import { createE2eDatabase } from './lib/e2eDatabase.mjs';
import { run } from './lib/processes.mjs';

async function main() {
  await run('bash', [path.join(ROOT, 'scripts/ensure-chromium.sh')], { cwd: ROOT });
  await buildStaleApps();
  const database = await createE2eDatabase();
  console.log(
    database
      ? `Browser tests on a fresh Postgres database (${new URL(database.url).pathname.slice(1)})`
      : 'Browser tests on a fresh embedded database (PGlite)',
  );
  try {
    await run(
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
      {
        cwd: ROOT,
        env: { ...process.env, NX_DAEMON: 'false', E2E_DATABASE_URL: database?.url ?? '' },
      },
    );
  } finally {
    await database?.drop().catch((error) => console.error(`Could not drop the e2e database: ${error}`));
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
