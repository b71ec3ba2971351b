import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import type { ParsedSearch } from '@shoreline/shared-domain/search';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getListings } from '../api/getListings';

/** Cards per page: a whole number of rows at 4, 3 and 2 columns. */
export const SEARCH_PAGE_SIZE = 12;

export type ListingSearch =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'success';
      items: ListingSummary[];
      hasMore: boolean;
      loadingMore: boolean;
      loadMoreFailed: boolean;
      loadMore: () => void;
    };

/**
 * The search results for the criteria, one page at a time (the API is keyset-paginated): the first
 * page on every change of criteria, further pages appended by `loadMore`.
 */
export function useListingSearch(criteria: ParsedSearch): ListingSearch {
  const api = useApi();
  const { location, checkin, checkout } = criteria;
  const [items, setItems] = useState<ListingSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<'loading' | 'error' | 'success'>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Criteria of the page set on screen: a "load more" answer for older criteria is dropped.
  const generation = useRef(0);

  useEffect(() => {
    generation.current += 1;
    const mine = generation.current;
    setStatus('loading');
    setItems([]);
    setCursor(null);
    setLoadMoreFailed(false);
    setLoadingMore(false);
    getListings(api, {
      location: location ?? undefined,
      checkin: checkin ?? undefined,
      checkout: checkout ?? undefined,
      limit: SEARCH_PAGE_SIZE,
    }).then(
      (page) => {
        if (mine !== generation.current) return;
        setItems(page.items);
        setCursor(page.nextCursor);
        setStatus('success');
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        console.error(error);
        setStatus('error');
      },
    );
  }, [api, location, checkin, checkout, attempt]);

  const busy = useRef(false);
  const loadMore = useCallback(() => {
    if (!cursor || busy.current) return;
    busy.current = true;
    const mine = generation.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    getListings(api, {
      location: location ?? undefined,
      checkin: checkin ?? undefined,
      checkout: checkout ?? undefined,
      limit: SEARCH_PAGE_SIZE,
      cursor,
    })
      .then(
        (page) => {
          if (mine !== generation.current) return;
          setItems((previous) => {
            const seen = new Set(previous.map((listing) => listing.id));
            return [...previous, ...page.items.filter((listing) => !seen.has(listing.id))];
          });
          setCursor(page.nextCursor);
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          console.error(error);
          setLoadMoreFailed(true);
        },
      )
      .finally(() => {
        busy.current = false;
        if (mine === generation.current) setLoadingMore(false);
      });
  }, [api, cursor, location, checkin, checkout]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  if (status === 'loading') return { status };
  if (status === 'error') return { status, retry };
  return { status, items, hasMore: cursor !== null, loadingMore, loadMoreFailed, loadMore };
}
