import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { getPendingReviews } from '../api/getPendingReviews';

export function usePendingReviews() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getPendingReviews(api, cursor), [api]);
  const reviews = usePagedList(load);
  // Every admin hears of a new or edited review waiting for moderation: it joins the list at once (issue 22).
  useNotificationRefresh(['review-awaiting-moderation'], reviews.reload);
  return reviews;
}
