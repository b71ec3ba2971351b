// The peer's database access: two plain `pg` pools of the product's size (10), one of them opened with
// GENERIC_PLAN_OPTIONS for the statements marked `genericPlan`, as the product's runNamedQuery does
// (db/run-named-query.ts), with the product's type parsers (dates stay text, numerics are numbers).
import pg from 'pg';
import { GENERIC_PLAN_OPTIONS, pgTypeParsers } from '../../src/db/connect-database';
import type { NamedQuery, RunNamedQuery } from '../../src/db/run-named-query';

export interface PeerPools {
  runNamedQuery: RunNamedQuery;
  close: () => Promise<void>;
}

export function createPeerPools(url: string): PeerPools {
  const options = { connectionString: url, max: 10, types: pgTypeParsers, application_name: 'bench-peer' };
  const pool = new pg.Pool(options);
  const generic = new pg.Pool({ ...options, options: GENERIC_PLAN_OPTIONS });
  return {
    runNamedQuery: async <Row>(query: NamedQuery) => {
      const result = await (query.genericPlan ? generic : pool).query({
        name: query.name,
        text: query.text,
        values: query.values,
      });
      return result.rows as Row[];
    },
    close: async () => {
      await Promise.all([pool.end(), generic.end()]);
    },
  };
}
