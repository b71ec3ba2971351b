// The `job_runs` table: one row per job, written by whichever replica runs it. It turns each job's
// lock from "one run at a time" into "one run per period" across replicas: a replica claims a run
// only when the last one (by any replica) started at least `everyMs` ago, or failed and its retry
// delay has passed. Times are the database's, the one clock every replica shares.

/** A connection to run the bookkeeping on: the one holding the job's advisory lock. */
export interface SqlConnection {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DueRule {
  everyMs: number;
  /** The first retry delay; doubled per further failure in a row, never beyond `everyMs`. */
  retryMs: number;
}

/**
 * When the job of the row `runs` is next due: a period after its last start, or sooner after a
 * failure ($2 = everyMs, $3 = retryMs). A run still going (or cut off by a crash) counts as started.
 */
const DUE_AT = `LEAST(
  runs.last_started_at + $2::float8 * interval '1 millisecond',
  CASE WHEN runs.last_error IS NOT NULL AND runs.last_finished_at >= runs.last_started_at
    THEN runs.last_finished_at
      + LEAST($2::float8, $3::float8 * power(2, LEAST(GREATEST(runs.consecutive_failures - 1, 0), 30)))
      * interval '1 millisecond'
  END
)`;

/**
 * Records that this replica starts a run of `name` now, if it is due (or `force`d: a run asked for by
 * hand). Resolves whether it was: false means another replica ran it within its period.
 */
export async function claimRun(
  connection: SqlConnection,
  name: string,
  rule: DueRule,
  force: boolean,
): Promise<boolean> {
  // One statement: two replicas claiming at once are ordered by the row, and only one finds it due.
  const claimed = await connection.query(
    `INSERT INTO job_runs AS runs (name, last_started_at) VALUES ($1, now())
     ON CONFLICT (name) DO UPDATE SET last_started_at = excluded.last_started_at
     WHERE $4::boolean OR ${DUE_AT} <= now()
     RETURNING name`,
    [name, rule.everyMs, rule.retryMs, force],
  );
  return claimed.rows.length === 1;
}

/** Records the end of the run claimed last; resolves the failures in a row (0 after a success). */
export async function finishRun(
  connection: SqlConnection,
  name: string,
  failure: { error: unknown } | null,
): Promise<number> {
  const message = failure ? describe(failure.error) : null;
  const finished = await connection.query(
    `UPDATE job_runs SET last_finished_at = now(), last_error = $2::text,
       consecutive_failures = CASE WHEN $2::text IS NULL THEN 0 ELSE consecutive_failures + 1 END
     WHERE name = $1
     RETURNING consecutive_failures`,
    [name, message],
  );
  return Number(finished.rows[0]?.consecutive_failures ?? 0);
}

/** Milliseconds until the job is next due by its row (0 when it is due now or has no row). */
export async function dueInMs(connection: SqlConnection, name: string, rule: DueRule): Promise<number> {
  const due = await connection.query(
    `SELECT GREATEST(0, EXTRACT(EPOCH FROM ${DUE_AT} - now()) * 1000)::float8 AS ms
     FROM job_runs runs WHERE runs.name = $1`,
    [name, rule.everyMs, rule.retryMs],
  );
  return Math.ceil(Number(due.rows[0]?.ms ?? 0));
}

/** What `last_error` keeps of a failure: enough to recognise it, never a whole dump. */
function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
