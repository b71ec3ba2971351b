import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification } from '@shoreline/shared-domain/notifications';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotifications } from '@shoreline/shared-ui/shell/useNotifications';
import { listNotifications } from '../api/listNotifications';

export type NotificationList =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'success';
      items: Notification[];
      hasMore: boolean;
      loadingMore: boolean;
      loadMoreFailed: boolean;
      loadMore: () => void;
      /** Marks these read on screen (after the server did). */
      markReadLocally: (ids: readonly string[] | 'all') => void;
    };

/**
 * The notifications page's list: the first page, more on demand (keyset cursor), and every
 * notification that arrives live while the page is open, at the top.
 */
export function useNotificationList(): NotificationList {
  const api = useApi();
  const latest = useNotifications((state) => state.latest);
  const [items, setItems] = useState<Notification[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    setFailed(false);
    listNotifications(api, null).then(
      (page) => {
        if (!mounted.current) return;
        setItems(page.items);
        setCursor(page.nextCursor);
      },
      (error: unknown) => {
        console.error(error);
        if (mounted.current) setFailed(true);
      },
    );
    return () => {
      mounted.current = false;
    };
  }, [api, attempt]);

  // Arrived while the page is open: on top, once.
  useEffect(() => {
    if (!latest) return;
    setItems((current) =>
      current && !current.some((item) => item.id === latest.id) ? [latest, ...current] : current,
    );
  }, [latest]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    listNotifications(api, cursor)
      .then((page) => {
        if (!mounted.current) return;
        setItems((current) => {
          const known = new Set((current ?? []).map((item) => item.id));
          return [...(current ?? []), ...page.items.filter((item) => !known.has(item.id))];
        });
        setCursor(page.nextCursor);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (mounted.current) setLoadMoreFailed(true);
      })
      .finally(() => {
        if (mounted.current) setLoadingMore(false);
      });
  }, [api, cursor, loadingMore]);

  const markReadLocally = useCallback((ids: readonly string[] | 'all') => {
    const now = new Date().toISOString();
    setItems(
      (current) =>
        current?.map((item) =>
          item.readAt === null && (ids === 'all' || ids.includes(item.id)) ? { ...item, readAt: now } : item,
        ) ?? null,
    );
  }, []);

  if (failed && items === null) return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  if (items === null) return { status: 'loading' };
  return {
    status: 'success',
    items,
    hasMore: cursor !== null,
    loadingMore,
    loadMoreFailed,
    loadMore,
    markReadLocally,
  };
}
