import type { Knex } from 'knex';
import type { RunNamedQuery } from './run-named-query';

/**
 * A statement whose text never changes (issue 28): written once with knex's `?` placeholders, in the
 * order of its values, and numbered once for pg (`$1`...) when the module loads. Outside a
 * transaction it runs as a named statement on the pool (`runNamedQuery`: no query builder, parsed
 * once per connection); inside one, the same text runs on the transaction's connection through knex.
 */
export interface FixedStatement {
  name: string;
  /** With `?` placeholders, for `knex.raw`. */
  knexText: string;
  /** With `$n` placeholders, for pg. */
  text: string;
  /** Planned once for all values (run-named-query.ts): only where the best plan does not depend on them. */
  genericPlan?: boolean;
}

/** `sql` must hold no `?` but its placeholders (no jsonb `?` operators, no `??` identifiers). */
export function fixedStatement(
  name: string,
  sql: string,
  options: { genericPlan?: boolean } = {},
): FixedStatement {
  let position = 0;
  return {
    name,
    knexText: sql,
    text: sql.replace(/\?/g, () => `$${(position += 1)}`),
    ...(options.genericPlan ? { genericPlan: true } : {}),
  };
}

/** The rows of `statement` for `values`: named on the pool, or on `trx` when one is given. */
export async function readRows<Row>(
  runNamedQuery: RunNamedQuery,
  statement: FixedStatement,
  values: unknown[],
  trx?: Knex,
): Promise<Row[]> {
  if (trx === undefined) {
    const { name, text, genericPlan } = statement;
    return runNamedQuery<Row>({ name, text, values, ...(genericPlan ? { genericPlan } : {}) });
  }
  const result = (await trx.raw(statement.knexText, values as Knex.RawBinding[])) as { rows: Row[] };
  return result.rows;
}
