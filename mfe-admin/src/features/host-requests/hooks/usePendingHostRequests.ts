import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { getPendingHostRequests } from '../api/getPendingHostRequests';

export function usePendingHostRequests() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getPendingHostRequests(api, cursor), [api]);
  const requests = usePagedList(load);
  // Every admin hears of a new host request: it joins the list at once (issue 22).
  useNotificationRefresh(['host-request-submitted'], requests.reload);
  return requests;
}
