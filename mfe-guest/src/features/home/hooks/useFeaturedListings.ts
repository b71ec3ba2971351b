import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getFeaturedListings } from '../api/getFeaturedListings';

export function useFeaturedListings() {
  const api = useApi();
  const load = useCallback(
    (): Promise<ListingSummary[]> => getFeaturedListings(api).then((page) => page.items),
    [api],
  );
  return useAsync(load);
}
