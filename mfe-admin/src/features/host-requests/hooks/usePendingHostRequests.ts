import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getPendingHostRequests } from '../api/getPendingHostRequests';

export function usePendingHostRequests() {
  const api = useApi();
  const load = useCallback(() => getPendingHostRequests(api), [api]);
  return useAsync(load);
}
