import type { Knex } from 'knex';
import type { Client as PgClient } from 'pg';

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

// Postgres would re-plan a prepared statement with every execution's values for as long as the
// custom plans look cheaper than the generic one by its estimates (plan_cache_mode = auto), and
// the setting applies to every statement of the session: it is set around this one statement only.
export const FORCE_GENERIC_PLAN = 'SET plan_cache_mode = force_generic_plan';
export const RESET_PLAN_MODE = 'RESET plan_cache_mode';

/**
 * Runs a fixed-shape query on a pooled connection. With `prepared`, as a pg named statement: each
 * connection parses it once and Postgres may reuse the plan, instead of parsing and planning every
 * request (issue 10). The embedded PGlite runs it unnamed: one process, nothing to gain there.
 */
export async function runNamedQuery<Row>(
  knex: Knex,
  query: NamedQuery,
  options: { prepared: boolean },
): Promise<Row[]> {
  const connection = (await knex.client.acquireConnection()) as PgClient;
  const run = async () =>
    (
      await connection.query<Row & Record<string, unknown>>(
        options.prepared
          ? { name: query.name, text: query.text, values: query.values }
          : { text: query.text, values: query.values },
      )
    ).rows;
  try {
    if (!options.prepared || !query.genericPlan) return await run();
    await connection.query(FORCE_GENERIC_PLAN);
    try {
      return await run();
    } finally {
      // Before the connection goes back to the pool: knex's own queries are planned per execution.
      await connection.query(RESET_PLAN_MODE);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
