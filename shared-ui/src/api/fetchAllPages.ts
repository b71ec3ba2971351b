import type { Page } from '@shoreline/shared-domain/types';

/** More pages than any list a screen reads whole should have: a safety stop, not a limit of the data. */
const MAX_PAGES = 50;

/**
 * Every item of a keyset-paginated list, page after page (issue 23): for a screen that needs the
 * whole of a short list (a form's select, a decision's overlapping requests), not for a list shown
 * to the user, which loads more on demand (`usePagedList`).
 */
export async function fetchAllPages<T>(loadPage: (cursor: string | null) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer: Page<T> = await loadPage(cursor);
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (cursor === null) break;
  }
  return items;
}
