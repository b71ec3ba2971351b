import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getMyListings } from '../api/getMyListings';

export function useMyListings() {
  const api = useApi();
  const load = useCallback(() => getMyListings(api), [api]);
  return useAsync(load);
}
