// The Postgres pass gives every test file a database of its own (build-test-app.ts). Dropping one
// makes the server checkpoint (it flushes every database's dirty pages, the other workers' too, and
// waits for the disk): 0.7 s on an idle machine, several seconds when both passes run side by side,
// at the end of every file. Within a jest run (global-setup.ts names it) the databases are dropped
// together when it ends (global-teardown.ts), where concurrent drops share their checkpoints.
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

/** The environment variable naming the jest run whose test databases are dropped at its end. */
export const TEST_RUN_VARIABLE = 'SHORELINE_TEST_RUN';

const RUNS_PREFIX = 'shoreline_test_run_';
const runPrefix = (run: string) => `${RUNS_PREFIX}${run}_`;

/** A new jest run's name: lower-case letters and digits, unique enough between concurrent runs. */
export function newTestRun(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A unique name for a test database; part of the current jest run's databases when there is one. */
export function testDatabaseName(): string {
  const run = process.env[TEST_RUN_VARIABLE];
  const unique = randomBytes(4).toString('hex');
  return run ? `${runPrefix(run)}${unique}` : `shoreline_test_${Date.now().toString(36)}_${unique}`;
}

/** Whether `close` leaves the database to `dropRunDatabases` (inside a named jest run). */
export const dropsAtRunEnd = () => Boolean(process.env[TEST_RUN_VARIABLE]);

// A run that was stopped before its end (Ctrl-C, a CI timeout) leaves its databases; the next run
// drops those of runs started longer ago than any run lasts.
const ABANDONED_AFTER_MS = 3 * 60 * 60 * 1000;

/** When `run` started (newTestRun: milliseconds in base 36, then 6 hex digits). */
const startOf = (run: string) => parseInt(run.slice(0, -6), 36);

/**
 * Drops every database of `run` on `serverUrl`'s server or, with `abandoned`, every test run's
 * database older than ABANDONED_AFTER_MS.
 */
export async function dropRunDatabases(serverUrl: string, run: string, abandoned = false): Promise<void> {
  const prefix = abandoned ? RUNS_PREFIX : runPrefix(run);
  // Four at a time: drops waiting on the same checkpoint complete together.
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 4 } });
  try {
    const all = (await admin('pg_database')
      .select('datname')
      .whereRaw('left(datname, ?) = ?', [prefix.length, prefix])) as { datname: string }[];
    const rows = abandoned
      ? all.filter(({ datname }) => {
          const started = startOf(datname.slice(prefix.length).split('_')[0] ?? '');
          return Number.isFinite(started) && started < startOf(run) - ABANDONED_AFTER_MS;
        })
      : all;
    await Promise.all(
      rows.map(({ datname }) => admin.raw(`DROP DATABASE IF EXISTS ?? WITH (FORCE)`, [datname])),
    );
  } finally {
    await admin.destroy();
  }
}
