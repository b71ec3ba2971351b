import { useCallback, useRef, useState } from 'react';
import type { Page } from '@shoreline/shared-domain/types';
import { useAsync, type AsyncResource, type AsyncState } from './useAsync';

/** A keyset-paginated list on screen: the loaded items, and how to load the next page. */
export type PagedList<T> = AsyncResource<T[]> & {
  /** The API said another page follows. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" failed: what is on screen stays, the button retries. */
  loadMoreFailed: boolean;
  loadMore: () => void;
};

/**
 * `useAsync` over a list endpoint that answers `{ items, nextCursor }` (issue 23): the first page on
 * load (and on `reload`, which starts again from it), each next page appended by `loadMore`. An item
 * already on screen (the list changed between two pages) is not shown twice. `loadPage` must be
 * stable (useCallback); `initial` is a first page the page already has (`useEarlyAnswer`).
 */
export function usePagedList<T extends { id: string }>(
  loadPage: (cursor: string | null) => Promise<Page<T>>,
  initial?: AsyncState<Page<T>>,
): PagedList<T> {
  const first = useCallback(() => loadPage(null), [loadPage]);
  const pages = useAsync(first, initial);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const busy = useRef(false);
  const { setData: setPages } = pages;
  const loaded = pages.status === 'success' ? pages.data : null;

  const loadMore = useCallback(() => {
    const from = loaded;
    if (!from?.nextCursor || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    loadPage(from.nextCursor)
      .then((next) =>
        // Appended only to the pages it continues: a reload meanwhile started the list again.
        setPages((current) => {
          if (current !== from) return current;
          const known = new Set(current.items.map((item) => item.id));
          return {
            items: [...current.items, ...next.items.filter((item) => !known.has(item.id))],
            nextCursor: next.nextCursor,
          };
        }),
      )
      .catch((error: unknown) => {
        console.error(error);
        setLoadMoreFailed(true);
      })
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [loaded, loadPage, setPages]);

  const setData = useCallback(
    (update: (current: T[]) => T[]) => setPages((current) => ({ ...current, items: update(current.items) })),
    [setPages],
  );
  const more = { hasMore: Boolean(loaded?.nextCursor), loadingMore, loadMoreFailed, loadMore };
  const state: AsyncState<T[]> =
    pages.status === 'success'
      ? { status: 'success', data: pages.data.items }
      : pages.status === 'error'
        ? { status: 'error', error: pages.error }
        : { status: 'loading' };
  return { ...state, reload: pages.reload, setData, ...more };
}
