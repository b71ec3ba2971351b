import type { Knex } from 'knex';
import type { SqlConnection } from './job-runs';

/** A stable 64-bit lock key for a job name (Postgres' own hash, so every replica agrees). */
const LOCK_KEY_SQL = 'hashtextextended(?, 0)';

/** Lock names held through each pool of this process. */
const heldByPool = new WeakMap<Knex, Set<string>>();

/**
 * Runs `fn` only if no other session (another replica, or another run in this one) holds the lock
 * named `name`; resolves `{ ran: false }` at once otherwise. The lock is a session-level Postgres
 * advisory lock on a connection set aside for the run: it is released when `fn` settles, and by
 * Postgres itself if the process dies mid-run (the connection closes), so a crash never wedges a job.
 * `fn` gets the lock connection for short bookkeeping under the lock (jobs: `job_runs`); the job's
 * own queries use the normal pool. Pass a pool of its own as `knex` (`app.jobsKnex`), so that
 * holding locks never takes the connections the job and requests then need.
 *
 * Within one process the name is also held in memory: the embedded PGlite serves every connection
 * from one backend session, where a second `pg_try_advisory_lock` by the same session succeeds
 * (the embedded database has exactly one process, so the in-memory lock is the whole guarantee there).
 */
export async function withAdvisoryLock<T>(
  knex: Knex,
  name: string,
  fn: (lockConnection: SqlConnection) => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  let heldHere = heldByPool.get(knex);
  if (!heldHere) {
    heldHere = new Set();
    heldByPool.set(knex, heldHere);
  }
  if (heldHere.has(name)) return { ran: false };
  heldHere.add(name);
  let connection: SqlConnection;
  try {
    connection = (await knex.client.acquireConnection()) as SqlConnection;
  } catch (error) {
    heldHere.delete(name);
    throw error;
  }
  try {
    const keySql = knex.raw(LOCK_KEY_SQL, [name]).toSQL().toNative();
    const locked = await connection.query(
      `SELECT pg_try_advisory_lock(${keySql.sql}) AS locked`,
      keySql.bindings as unknown[],
    );
    if (locked.rows[0]?.locked !== true) return { ran: false };
    try {
      return { ran: true, result: await fn(connection) };
    } finally {
      await connection.query(`SELECT pg_advisory_unlock(${keySql.sql})`, keySql.bindings as unknown[]);
    }
  } finally {
    heldHere.delete(name);
    await knex.client.releaseConnection(connection);
  }
}
