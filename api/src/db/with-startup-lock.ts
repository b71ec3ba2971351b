import type { Knex } from 'knex';

interface RawConnection {
  query: (text: string, values?: unknown[]) => Promise<unknown>;
}

const LOCK = 'shoreline-startup';

/**
 * Runs `fn` while this process holds a Postgres advisory lock, waiting for it if another process
 * (a replica starting at the same moment) holds it: replicas started together migrate and seed an
 * empty database one after the other instead of racing (knex's own migration lock makes the loser
 * fail, and two seeds would collide). The lock lives on a connection set aside from the pool for the
 * duration (the pool needs two connections), and Postgres drops it if the process dies.
 */
export async function withStartupLock<T>(knex: Knex, fn: () => Promise<T>): Promise<T> {
  const connection = (await knex.client.acquireConnection()) as RawConnection;
  try {
    await connection.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [LOCK]);
    try {
      return await fn();
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [LOCK]);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
