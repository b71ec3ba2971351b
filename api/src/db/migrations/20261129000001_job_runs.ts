import type { Knex } from 'knex';

// Issue 20: a job's advisory lock kept it to one replica at a time, but each replica still ran it
// on its own timer, so N replicas ran an hourly job N times an hour. One row per job records the
// last run (by any replica), written under the job's lock: a replica skips a run that another has
// already done within the job's period, and a failed run is retried soon (consecutive_failures sets
// the backoff) instead of a whole period later. Written by `lib/jobs/job-runs.ts`.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE job_runs (
      name text PRIMARY KEY,
      last_started_at timestamptz NOT NULL,
      last_finished_at timestamptz,
      last_error text,
      consecutive_failures integer NOT NULL DEFAULT 0
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE job_runs');
}
