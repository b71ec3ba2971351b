import type { Knex } from 'knex';

interface RawConnection {
  query: (text: string, values?: unknown[]) => Promise<{ rows: { locked?: boolean }[] }>;
}

const LOCK = 'shoreline-startup';

export interface StartupLockOptions {
  /** Give up (with an error saying so) after waiting this long; default 10 minutes. */
  timeoutMs?: number;
  /** Where the wait is reported (every `logEveryMs`); nowhere when absent. */
  log?: { info: (message: string) => void };
  /** How often the lock is tried again while another process holds it. */
  pollMs?: number;
  logEveryMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
const DEFAULT_POLL_MS = 500;
const DEFAULT_LOG_EVERY_MS = 5000;

/**
 * Runs `fn` while this process holds a Postgres advisory lock, waiting for it if another process
 * (a replica starting at the same moment) holds it: replicas started together migrate and seed an
 * empty database one after the other instead of racing (knex's own migration lock makes the loser
 * fail, and two seeds would collide). The lock lives on a connection set aside from the pool for the
 * duration (the pool needs two connections), and Postgres drops it if the process dies.
 *
 * The wait is a series of `pg_try_advisory_lock` calls, each answered at once: a blocking
 * `pg_advisory_lock` would be one statement cancelled by the pool's statement_timeout (10 s), and a
 * replica starting while another ran a long migration or the first seed used to exit and crash-loop
 * (issue 20). The wait is logged, and ends with a clear error after `timeoutMs`.
 */
export async function withStartupLock<T>(
  knex: Knex,
  fn: () => Promise<T>,
  options: StartupLockOptions = {},
): Promise<T> {
  const connection = (await knex.client.acquireConnection()) as RawConnection;
  try {
    await waitForLock(connection, options);
    try {
      return await fn();
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [LOCK]);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

async function waitForLock(connection: RawConnection, options: StartupLockOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const logEveryMs = options.logEveryMs ?? DEFAULT_LOG_EVERY_MS;
  const started = Date.now();
  let loggedAt: number | null = null;
  for (;;) {
    const { rows } = await connection.query(
      'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
      [LOCK],
    );
    if (rows[0]?.locked === true) return;
    const waited = Date.now() - started;
    if (waited >= timeoutMs) {
      throw new Error(
        `Gave up waiting for the startup lock after ${Math.round(waited / 1000)} s: another process ` +
          'has been migrating or seeding this database for longer than STARTUP_LOCK_TIMEOUT_MS ' +
          `(${timeoutMs} ms). If it is stuck, stop it (or end its session in pg_stat_activity) and restart.`,
      );
    }
    if (loggedAt === null || Date.now() - loggedAt >= logEveryMs) {
      loggedAt = Date.now();
      options.log?.info(
        `waiting for the startup lock for ${Math.round(waited / 1000)} s: another replica is migrating ` +
          'or seeding the database',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, timeoutMs - waited)));
  }
}
