// The statements of the messages benchmark's shapes, as the API's conversations repository writes
// them, and their time on the server.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createKnex } from '../../src/db/connect-database';
import type { NamedQuery } from '../../src/db/run-named-query';
import { createLocalImageStorage } from '../../src/lib/images/local-image-storage';
import conversationsRepository, {
  type ConversationsRepository,
} from '../../src/plugins/app/repositories/conversations';

export interface Ids {
  url: string;
  busyId: string;
  threadId: string;
}

export interface Shape {
  name: string;
  url: string;
  /** The statements the API sends for one request (besides its session check). */
  sql: NamedQuery[];
}

/**
 * The statements of each shape, as the API's repository writes them: the repository runs once on a
 * knex whose `query` events are recorded (pg's positional text and its bindings).
 */
export async function shapes(ids: Ids): Promise<Shape[]> {
  const db = createKnex(ids.url, { databasePoolMax: 1 });
  const recorded: { sql: string; bindings: unknown[]; genericPlan: boolean }[] = [];
  db.on('query', (query: { sql: string; bindings?: unknown[]; genericPlan?: boolean }) =>
    recorded.push({
      sql: query.sql,
      bindings: query.bindings ?? [],
      genericPlan: query.genericPlan === true,
    }),
  );
  let repository: ConversationsRepository | undefined;
  // The plugin needs only these of a Fastify instance: it decorates it with the repository.
  const host = {
    knex: db,
    imageStorage: createLocalImageStorage(os.tmpdir()),
    decorate: (_name: string, value: ConversationsRepository) => {
      repository = value;
    },
  };
  await conversationsRepository(host as unknown as FastifyInstance);
  const statements = async (name: string, request: (r: ConversationsRepository) => Promise<unknown>) => {
    recorded.length = 0;
    await request(repository!);
    return recorded.map((query, index): NamedQuery => ({
      name: `bench-messages-${name}-${index}`,
      text: positional(db, query.sql),
      values: query.bindings.map((value) => (value instanceof Date ? value.toISOString() : value)),
      // Planned as the API plans it (measureSql opens generic-plan connections for such a shape).
      ...(query.genericPlan ? { genericPlan: true } : {}),
    }));
  };
  try {
    const now = new Date();
    const { threadId, busyId } = ids;
    return [
      {
        name: 'thread: first page',
        url: `/api/conversations/${threadId}/messages`,
        sql: await statements('thread', (r) => r.threadPage(threadId, busyId, undefined)),
      },
      {
        name: 'thread: header',
        url: `/api/conversations/${threadId}`,
        sql: await statements('header', (r) => r.detail(threadId, busyId, now)),
      },
      {
        name: 'inbox: renter',
        url: '/api/conversations?role=renter',
        sql: await statements('renter', (r) => r.inbox(busyId, 'renter', undefined, now)),
      },
      {
        name: 'inbox: host',
        url: '/api/conversations?role=host',
        sql: await statements('host', (r) => r.inbox(busyId, 'host', undefined, now)),
      },
    ];
  } finally {
    await db.destroy();
  }
}

/** `?` placeholders as `$n` (what knex sends to pg), for pgbench; text already positional stays. */
function positional(db: Knex, sql: string): string {
  return /\$\d/.test(sql)
    ? sql
    : (db.client as { positionBindings: (s: string) => string }).positionBindings(sql);
}

/**
 * The statements' time on the server (planning + execution, EXPLAIN ANALYZE, median of 5 after a
 * warm-up run): what the query costs without the client, the network or the machine's queue. A
 * `genericPlan` statement is prepared and executed generically, as the API runs it (its plan made
 * once: the planning of each execution is then only the cached plan's check).
 */
export async function serverMs(url: string, queries: NamedQuery[]): Promise<number> {
  const db = createKnex(url, { databasePoolMax: 1 });
  type Explained = { rows: { 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }[] };
  try {
    const prepared = new Set<number>();
    const runs: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      let total = 0;
      for (const [index, query] of queries.entries()) {
        let result: Explained;
        if (query.genericPlan) {
          const name = `bench_generic_${index}`;
          // Only around it: the setting is read at each execution, the others' included.
          await db.raw('SET plan_cache_mode = force_generic_plan');
          if (!prepared.has(index)) {
            await db.raw(`PREPARE ${name} AS ${query.text}`);
            prepared.add(index);
          }
          // EXECUTE takes no bind parameters under EXPLAIN: the values are written as literals.
          const literals = query.values.map((value) => {
            const text = Array.isArray(value) ? `{${value.join(',')}}` : String(value);
            return `'${text.replace(/'/g, "''")}'`;
          });
          result = (await db.raw(
            `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE ${name}(${literals.join(', ')})`,
          )) as Explained;
          await db.raw('RESET plan_cache_mode');
        } else {
          result = (await db.raw(
            `EXPLAIN (ANALYZE, FORMAT JSON) ${query.text.replace(/\$(\d+)/g, '?')}`,
            query.values as Knex.RawBinding[],
          )) as Explained;
        }
        const plan = result.rows[0]!['QUERY PLAN'][0];
        total += plan['Planning Time'] + plan['Execution Time'];
      }
      if (run > 0) runs.push(total);
    }
    return median(runs);
  } finally {
    await db.destroy();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
