import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useNotificationRefresh } from '@shoreline/shared-ui/shell/useNotificationRefresh';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getPendingHostRequests } from '../api/getPendingHostRequests';

export function usePendingHostRequests() {
  const api = useApi();
  const load = useCallback(() => getPendingHostRequests(api), [api]);
  const requests = useAsync(load);
  // Every admin hears of a new host request: it joins the list at once (issue 22).
  useNotificationRefresh(['host-request-submitted'], requests.reload);
  return requests;
}
