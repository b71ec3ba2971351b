// Keyset cursors of the search (issue 10): one per sort order, its key values then the id, so a
// page boundary is exact whatever ties the keys have. A cursor names its sort: one from another
// order is rejected, not misread.
import type { ListingSort } from '@shoreline/shared-domain/types';

/** Keyset position for one sort: its key values, then the id. */
export type SearchCursor =
  | { sort: 'newest'; createdUs: number; id: string }
  | { sort: 'price-asc' | 'price-desc'; price: number; id: string }
  | { sort: 'top-rated'; ratingAvg: number; reviewCount: number; id: string };

/** The rows after `cursor` in its order, as a condition on listings `l`. */
export function keyset(cursor: SearchCursor, add: (value: unknown, type: string) => string): string {
  switch (cursor.sort) {
    case 'newest':
      return `(l.created_at, l.id) < (timestamptz 'epoch' + ${add(cursor.createdUs, 'bigint')} * interval '1 microsecond', ${add(cursor.id, 'uuid')})`;
    case 'price-asc':
      return `(l.price_per_night, l.id) > (${add(cursor.price, 'numeric')}, ${add(cursor.id, 'uuid')})`;
    case 'price-desc':
      return `(l.price_per_night, l.id) < (${add(cursor.price, 'numeric')}, ${add(cursor.id, 'uuid')})`;
    case 'top-rated':
      return `(l.rating_avg, l.review_count, l.id) < (${add(cursor.ratingAvg, 'numeric')}, ${add(cursor.reviewCount, 'int')}, ${add(cursor.id, 'uuid')})`;
  }
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  const keys =
    cursor.sort === 'newest'
      ? [cursor.createdUs]
      : cursor.sort === 'top-rated'
        ? [cursor.ratingAvg, cursor.reviewCount]
        : [cursor.price];
  return Buffer.from(JSON.stringify([cursor.sort, ...keys, cursor.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The cursor of a page of `sort`, or null when it is malformed or belongs to another sort. */
export function decodeSearchCursor(value: string, sort: ListingSort): SearchCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed[0] !== sort) return null;
  const id: unknown = parsed[parsed.length - 1];
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  const [, a, b] = parsed as unknown[];
  if (sort === 'newest' && parsed.length === 3 && isNumber(a) && Number.isSafeInteger(a)) {
    return { sort, createdUs: a, id };
  }
  if ((sort === 'price-asc' || sort === 'price-desc') && parsed.length === 3 && isNumber(a)) {
    return { sort, price: a, id };
  }
  if (sort === 'top-rated' && parsed.length === 4 && isNumber(a) && isNumber(b) && Number.isSafeInteger(b)) {
    return { sort, ratingAvg: a, reviewCount: b, id };
  }
  return null;
}
