import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { getDestinations } from '../api/getDestinations';

export function useDestinations() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getDestinations(api, cursor), [api]);
  return usePagedList(load);
}
