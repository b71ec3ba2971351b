import type { Page } from '@shoreline/shared-domain/types';
import type { Knex } from 'knex';
import { decodePageCursor, encodePageCursor, type CursorKey, type CursorValues } from '../schemas/page';

// One keyset page of a knex query (issue 23 item 3): the rows after the cursor in the list's order,
// read `limit + 1` to know whether another page follows, never with OFFSET. Every order ends with
// the row's id, so it is total and a page boundary inside a run of equal keys is exact. Each order
// has an index that serves it (see db/query-plans.test.ts).

/** What a repository's list method takes: the page size and the decoded cursor's keys. */
export interface PageRequest {
  limit: number;
  after: readonly (string | number)[] | null;
}

export interface KeyColumn {
  /** A column of the query as SQL, e.g. `b.created_at` (quoted where it must be: `"order"`). */
  column: string;
  kind: CursorKey;
}

export interface KeysetOrder<K extends readonly CursorKey[] = readonly CursorKey[]> {
  /** Written into each cursor: a cursor of another list is refused. */
  scope: string;
  keys: readonly KeyColumn[];
  direction: 'asc' | 'desc';
  kinds: K;
}

/** An order over `keys` (the last one must be the unique id). */
export function keysetOrder<const K extends readonly CursorKey[]>(
  scope: string,
  direction: 'asc' | 'desc',
  keys: { readonly [I in keyof K]: { column: string; kind: K[I] } },
): KeysetOrder<K> {
  const list = keys as readonly KeyColumn[];
  return { scope, direction, keys: list, kinds: list.map((key) => key.kind) as unknown as K };
}

/** The cursor of a request, decoded for `order` (400 when it is not one of this list's). */
export function pageCursor<K extends readonly CursorKey[]>(
  order: KeysetOrder<K>,
  cursor: string | undefined,
): CursorValues<K> | null {
  return decodePageCursor(cursor, order.scope, order.kinds);
}

const keyAlias = (index: number) => `page_key_${index}`;

/** A key as the cursor carries it: times in microseconds since the epoch (exact, unlike a Date). */
function keyExpression(key: KeyColumn): string {
  return key.kind === 'micros' ? `(extract(epoch FROM ${key.column}) * 1000000)::bigint` : key.column;
}

function keyBinding(key: KeyColumn): string {
  if (key.kind === 'micros') return `timestamptz 'epoch' + ?::bigint * interval '1 microsecond'`;
  return key.kind === 'uuid' ? '?::uuid' : '?::int';
}

/**
 * The SQL of `order`'s keyset, `?` placeholders for the cursor's keys: the keys to select (aliased so
 * `pageOfRows` finds them), the condition "after the cursor" and the order. Also for the fixed
 * statements that read a list without the query builder (`fixed-statement.ts`).
 */
export function keysetSql(order: KeysetOrder): {
  select: string;
  after: string;
  orderBy: string;
  /** Over a subquery `alias` that selected `select`: its keys to select again, and its order. */
  outer: (alias: string) => { select: string; orderBy: string };
} {
  const { keys, direction } = order;
  return {
    select: keys.map((key, index) => `${keyExpression(key)} AS ${keyAlias(index)}`).join(', '),
    after: `(${keys.map((key) => key.column).join(', ')}) ${direction === 'desc' ? '<' : '>'} (${keys
      .map(keyBinding)
      .join(', ')})`,
    orderBy: keys.map((key) => `${key.column} ${direction}`).join(', '),
    outer: (alias) => ({
      select: keys.map((_key, index) => `${alias}.${keyAlias(index)}`).join(', '),
      orderBy: keys.map((_key, index) => `${alias}.${keyAlias(index)} ${direction}`).join(', '),
    }),
  };
}

/** A page of `rows` read `limit + 1` with `keysetSql(order).select`: the items, and the cursor after them. */
export function pageOfRows<Row, T>(
  rows: readonly Row[],
  order: KeysetOrder,
  limit: number,
  map: (row: Row) => T,
): Page<T> {
  const count = Math.min(rows.length, limit);
  const items = new Array<T>(count);
  for (let index = 0; index < count; index += 1) items[index] = map(rows[index] as Row);
  const last =
    rows.length > limit ? (rows[limit - 1] as Record<string, string | number> | undefined) : undefined;
  const nextCursor = last
    ? encodePageCursor(
        order.scope,
        order.keys.map((key, index) => {
          const value = last[keyAlias(index)] as string | number;
          return key.kind === 'uuid' ? String(value) : Number(value);
        }),
      )
    : null;
  return { items, nextCursor };
}

/**
 * Adds the page's keys to the select, the keyset condition, the order and `limit + 1` to `query`,
 * runs it and answers the page; `map` turns a row into an item.
 */
export async function readPage<Row, T>(
  trx: Knex,
  query: Knex.QueryBuilder,
  order: KeysetOrder,
  page: PageRequest,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const sql = keysetSql(order);
  query.select(trx.raw(sql.select));
  if (page.after) query.whereRaw(sql.after, [...page.after]);
  const rows = (await query.orderByRaw(sql.orderBy).limit(page.limit + 1)) as Row[];
  return pageOfRows(rows, order, page.limit, map);
}
