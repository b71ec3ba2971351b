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
  const { keys, direction } = order;
  for (const [index, key] of keys.entries()) {
    query.select(trx.raw(`${keyExpression(key)} AS ${keyAlias(index)}`));
  }
  if (page.after) {
    const columns = keys.map((key) => key.column).join(', ');
    const values = keys.map(keyBinding).join(', ');
    query.whereRaw(`(${columns}) ${direction === 'desc' ? '<' : '>'} (${values})`, [...page.after]);
  }
  const rows = (await query
    .orderByRaw(keys.map((key) => `${key.column} ${direction}`).join(', '))
    .limit(page.limit + 1)) as (Row & Record<string, string | number>)[];
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > page.limit && last
      ? encodePageCursor(
          order.scope,
          keys.map((key, index) => {
            const value = last[keyAlias(index)] as string | number;
            return key.kind === 'uuid' ? String(value) : Number(value);
          }),
        )
      : null;
  return { items: items.map(map), nextCursor };
}
