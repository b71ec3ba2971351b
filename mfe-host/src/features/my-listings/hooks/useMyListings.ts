import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { getMyListings } from '../api/getMyListings';

export function useMyListings() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getMyListings(api, cursor), [api]);
  return usePagedList(load);
}
