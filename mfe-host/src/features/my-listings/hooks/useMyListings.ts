import { useCallback } from 'react';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { getMyListings } from '../api/getMyListings';

export function useMyListings() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getMyListings(api, cursor), [api]);
  // Preloaded with the page: if it is in by the time the page's code is, the first render shows it.
  return usePagedList(load, useEarlyAnswer(apiPaths.hostListings()));
}
