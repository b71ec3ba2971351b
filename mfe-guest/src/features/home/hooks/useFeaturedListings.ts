import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import { getFeaturedListings } from '../api/getFeaturedListings';

export function useFeaturedListings() {
  const api = useApi();
  const load = useCallback(
    (): Promise<ListingSummary[]> => getFeaturedListings(api).then((page) => page.items),
    [api],
  );
  // On a server-rendered home page, the feed it was rendered with (the same request as getFeaturedListings).
  const rendered = useEarlyAnswer(apiPaths.featuredListings(), (page: Page<ListingSummary>) => page.items);
  return useAsync(load, rendered);
}
