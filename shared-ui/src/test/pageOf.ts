import type { Page } from '@shoreline/shared-domain/types';
import type { TableHandler } from '../api/createTableApi';

/** A list endpoint's answer (issue 23): `items` and the cursor of the next page, null on the last. */
export function pageOf<T>(items: T[], nextCursor: string | null = null): Page<T> {
  return { items, nextCursor };
}

/** A table handler that answers what `handler` answers (a list, or a promise of one) as the only page. */
export function asPage(handler: TableHandler): TableHandler {
  return async (body) => pageOf((await handler(body)) as unknown[]);
}
