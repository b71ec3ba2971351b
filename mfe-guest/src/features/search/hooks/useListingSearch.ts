import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { ListingSummary, SearchPage } from '@shoreline/shared-domain/types';
import type { ParsedSearch } from '@shoreline/shared-domain/search';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { apiPaths, SEARCH_PAGE_SIZE } from '@shoreline/shared-ui/api/apiPaths';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import { getListings } from '../api/getListings';

export { SEARCH_PAGE_SIZE };

export type ListingSearch =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'success';
      items: ListingSummary[];
      /** Matches (the first page's count), up to SEARCH_TOTAL_CAP; `totalCapped`: more than that. */
      total: number;
      totalCapped: boolean;
      hasMore: boolean;
      loadingMore: boolean;
      loadMoreFailed: boolean;
      loadMore: () => void;
    };

interface KeptResults {
  criteria: string;
  items: ListingSummary[];
  total: number;
  totalCapped: boolean;
  cursor: string | null;
}

/**
 * The pages each history entry had loaded, by router location key: coming Back from a listing the
 * renter finds the same cards ("Show more" included) instead of the first page again, so the
 * scroll position can be restored too. Only the last few entries are kept.
 */
const kept = new Map<string, KeptResults>();
const KEPT_ENTRIES = 10;

/** Tests start from an empty history. */
export function forgetKeptResults() {
  kept.clear();
}

function keep(key: string, results: KeptResults) {
  kept.delete(key);
  kept.set(key, results);
  if (kept.size > KEPT_ENTRIES) kept.delete(kept.keys().next().value as string);
}

/** The first page of an API answer as the results kept for a history entry. */
function keptFrom(criteria: string, page: SearchPage): KeptResults {
  return {
    criteria,
    items: page.items,
    total: page.total ?? page.items.length,
    totalCapped: page.totalCapped,
    cursor: page.nextCursor,
  };
}

/**
 * The search results for the criteria, one page at a time (the API is keyset-paginated): the first
 * page on every change of criteria, further pages appended by `loadMore`.
 */
export function useListingSearch(criteria: ParsedSearch): ListingSearch {
  const api = useApi();
  const { location, checkin, checkout, minPrice, maxPrice, currency, sort } = criteria;
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // The facts filters are a new object on every render: they count as changed when their value does.
  const factsKey = JSON.stringify(criteria.facts);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const facts = useMemo(() => criteria.facts, [factsKey]);
  const criteriaKey = JSON.stringify([
    location,
    checkin,
    checkout,
    minPrice,
    maxPrice,
    currency,
    sort,
    facts,
  ]);
  // The API query of these criteria (the same URL the shell prefetches: see shared-ui routeData).
  const query = useMemo(
    () => ({
      location,
      checkin,
      checkout,
      minPrice,
      maxPrice,
      currency,
      sort,
      facts,
      limit: SEARCH_PAGE_SIZE,
    }),
    [location, checkin, checkout, minPrice, maxPrice, currency, sort, facts],
  );
  // On a server-rendered search page, the first page of results it was rendered with.
  const rendered = useEarlyAnswer(apiPaths.listings(query), (page: SearchPage) => page);
  const renderedResults = useRef(
    rendered?.status === 'success' ? keptFrom(criteriaKey, rendered.data) : undefined,
  );
  // Back/Forward to an entry seen before: what it showed, without asking the API again (and, once,
  // what the server rendered).
  const restorable = () => {
    const fromServer = renderedResults.current;
    if (fromServer) return fromServer;
    const found = navigationType === 'POP' ? kept.get(key) : undefined;
    return found?.criteria === criteriaKey ? found : undefined;
  };
  const [items, setItems] = useState<ListingSummary[]>(() => restorable()?.items ?? []);
  const [cursor, setCursor] = useState<string | null>(() => restorable()?.cursor ?? null);
  const [total, setTotal] = useState<number>(() => restorable()?.total ?? 0);
  const [totalCapped, setTotalCapped] = useState<boolean>(() => restorable()?.totalCapped ?? false);
  const [status, setStatus] = useState<'loading' | 'error' | 'success'>(() =>
    restorable() ? 'success' : 'loading',
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Criteria of the page set on screen: a "load more" answer for older criteria is dropped.
  const generation = useRef(0);

  useEffect(() => {
    generation.current += 1;
    const mine = generation.current;
    const restored = attempt === 0 ? restorable() : undefined;
    renderedResults.current = undefined;
    if (restored) {
      setItems(restored.items);
      setTotal(restored.total);
      setTotalCapped(restored.totalCapped);
      setCursor(restored.cursor);
      setStatus('success');
      return;
    }
    setStatus('loading');
    setItems([]);
    setCursor(null);
    setLoadMoreFailed(false);
    setLoadingMore(false);
    getListings(api, query).then(
      (page) => {
        if (mine !== generation.current) return;
        setItems(page.items);
        setTotal(page.total ?? page.items.length);
        setTotalCapped(page.totalCapped);
        setCursor(page.nextCursor);
        setStatus('success');
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        console.error(error);
        setStatus('error');
      },
    );
    // restorable() reads only the key and navigation type, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, query, attempt, key, navigationType]);

  useEffect(() => {
    if (status === 'success') keep(key, { criteria: criteriaKey, items, total, totalCapped, cursor });
  }, [status, key, criteriaKey, items, total, totalCapped, cursor]);

  const busy = useRef(false);
  const loadMore = useCallback(() => {
    if (!cursor || busy.current) return;
    busy.current = true;
    const mine = generation.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    getListings(api, { ...query, cursor })
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
  }, [api, cursor, query]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  if (status === 'loading') return { status };
  if (status === 'error') return { status, retry };
  return {
    status,
    items,
    total,
    totalCapped,
    hasMore: cursor !== null,
    loadingMore,
    loadMoreFailed,
    loadMore,
  };
}
