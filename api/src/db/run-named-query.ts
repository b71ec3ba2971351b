import type { Knex } from 'knex';
import type { Client as PgClient, QueryConfig, QueryResult } from 'pg';
import type { Database } from './connect-database';

/** A query whose text depends only on its shape; `name` identifies that shape. */
export interface NamedQuery {
  name: string;
  text: string;
  values: unknown[];
  /**
   * Plan it once for all values (Postgres's generic plan) instead of once per execution. For a
   * statement whose best plan does not depend on its values, where planning costs as much as
   * running: a search by place, 0.3–0.8 ms of planning per request at 100,000 listings (issue 10).
   * Never for one whose plan does: a price filter without a place planned generically took 43 ms
   * instead of 1 (query-plans.test.ts checks the plans of the statements that set it).
   */
  genericPlan?: boolean;
}

/** Runs a fixed-shape query and returns its rows. */
export type RunNamedQuery = <Row>(query: NamedQuery) => Promise<Row[]>;

/**
 * Runs fixed-shape queries on a pooled connection, as pg named statements on Postgres: each
 * connection parses a statement once and Postgres may reuse its plan, instead of parsing and planning
 * every request (issue 10). A `genericPlan` statement runs on the pool whose connections plan every
 * statement once for all values. Postgres would otherwise re-plan it with every execution's values
 * for as long as those plans look cheaper by its estimates (plan_cache_mode = auto); and the setting
 * applies to every statement of a session, so knex's queries must never run where it is set.
 * The embedded PGlite runs them unnamed: one process, nothing to gain there.
 */
export function createRunNamedQuery(
  database: Pick<Database, 'knex' | 'genericPlanKnex' | 'embedded'>,
): RunNamedQuery {
  const { knex } = database;
  return async <Row>(query: NamedQuery) => {
    const pool: Knex = query.genericPlan && !database.embedded ? database.genericPlanKnex : knex;
    // As knex reports its own queries, for whoever listens (the query-plan tests, the messages
    // benchmark's capture): the text with pg's $n placeholders, its values, and how it is planned.
    if (knex.listenerCount('query') > 0) {
      knex.emit('query', {
        sql: query.text,
        bindings: query.values,
        genericPlan: query.genericPlan === true,
      });
    }
    const connection = (await pool.client.acquireConnection()) as PgClient;
    try {
      return await rowsOf<Row>(
        connection,
        database.embedded
          ? { text: query.text, values: query.values }
          : { name: query.name, text: query.text, values: query.values },
      );
    } finally {
      await pool.client.releaseConnection(connection);
    }
  };
}

/**
 * The rows of `config` on `connection`, through pg's callback form of `query`. Its promise form (a
 * promise with a `.catch` wrapper per query) made V8 keep every answer's rows past a young-generation
 * collection on the API's hot reads: measured on the inbox at 4 connections, the old space grew ~1 MB
 * per scavenge, scavenges took 1.6–2.3 ms and a full collection ran every ~2 s; with the callback the
 * heap stays flat (scavenges ~0.4 ms), throughput rose ~14 % and p99 fell by about a third.
 */
function rowsOf<Row>(connection: PgClient, config: QueryConfig): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    connection.query(config, (error: Error | null, result: QueryResult) => {
      if (error) reject(error);
      else resolve(result.rows as Row[]);
    });
  });
}
