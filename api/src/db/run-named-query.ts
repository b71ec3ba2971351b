import type { Knex } from 'knex';
import type { Client as PgClient } from 'pg';

/** A query whose text depends only on its shape; `name` identifies that shape. */
export interface NamedQuery {
  name: string;
  text: string;
  values: unknown[];
}

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
  try {
    const result = await connection.query<Row & Record<string, unknown>>(
      options.prepared
        ? { name: query.name, text: query.text, values: query.values }
        : { text: query.text, values: query.values },
    );
    return result.rows;
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
