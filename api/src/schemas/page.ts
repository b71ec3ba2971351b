import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Type, type TSchema } from 'typebox';
import { badRequest } from '../lib/http-errors';
import { named } from './named';

// Bounded lists (issue 23 item 3): every list endpoint takes `limit` and an opaque `cursor` and
// answers `{ items, nextCursor }`. The cursor is the last row's keys in the list's order (keyset
// pagination, never OFFSET), the id last so ties on the other keys still split exactly. It names its
// list (`scope`): one from another list or order is refused, not misread.

/** Longest cursor accepted: a scope, three keys and a uuid, in base64url, fit well within it. */
export const MAX_CURSOR_LENGTH = 300;

/**
 * `{ items: T[], nextCursor: string | null }`. `name` is the item's model name: the page is
 * `Page_<name>` (e.g. `Page_Booking`), so it can become a named OpenAPI component.
 */
export function Page<T extends TSchema>(item: T, name: string) {
  const page = Type.Object(
    {
      items: Type.Array(item),
      nextCursor: Type.Union([Type.String(), Type.Null()], {
        description: 'Pass it back as `cursor` for the next page; null on the last page',
      }),
    },
    { description: `A page of ${name} items, in the list's order` },
  );
  // The component `Page_<name>` (schemas/named.ts): one per item model, whichever route builds it.
  return named(`Page_${name}`, page);
}

/** The `limit` and `cursor` query parameters of a list (`limit` defaults to `size`, at most `max`). */
export function PageQuery(size: number, max: number) {
  return {
    limit: Type.Integer({
      minimum: 1,
      maximum: max,
      default: size,
      description: `Items per page (1–${max})`,
    }),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_CURSOR_LENGTH,
        description: 'The `nextCursor` of the previous page (opaque)',
      }),
    ),
  };
}

/** The destinations are a short curated list: a page is usually all of them. */
export const DESTINATIONS_PAGE_QUERY = PageQuery(50, 100);

/** What a key of the order is: a time (carried as microseconds since the epoch), an integer, an id. */
export type CursorKey = 'micros' | 'int' | 'uuid';
type KeyValue<K extends CursorKey> = K extends 'uuid' ? string : number;
export type CursorValues<K extends readonly CursorKey[]> = { [I in keyof K]: KeyValue<K[I]> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isKey(kind: CursorKey, value: unknown): boolean {
  return kind === 'uuid'
    ? typeof value === 'string' && UUID.test(value)
    : typeof value === 'number' && Number.isSafeInteger(value);
}

export function encodePageCursor(scope: string, values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify([scope, ...values])).toString('base64url');
}

/**
 * The keys a cursor carries, or null without a cursor. A cursor that is not one of this list's (not
 * base64url JSON, another scope, wrong keys) is the caller's mistake: 400 with a clear message.
 */
export function decodePageCursor<const K extends readonly CursorKey[]>(
  value: string | undefined,
  scope: string,
  kinds: K,
): CursorValues<K> | null {
  if (value === undefined) return null;
  let parsed: unknown = null;
  if (value.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_-]+$/.test(value)) {
    try {
      parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    } catch {
      parsed = null;
    }
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== kinds.length + 1 ||
    parsed[0] !== scope ||
    !kinds.every((kind, index) => isKey(kind, (parsed as unknown[])[index + 1]))
  ) {
    throw badRequest(MESSAGES.invalidCursor);
  }
  return parsed.slice(1) as CursorValues<K>;
}
