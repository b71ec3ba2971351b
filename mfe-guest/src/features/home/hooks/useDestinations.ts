import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import type { Destination, Page } from '@shoreline/shared-domain/types';
import { getDestinations } from '../api/getDestinations';

export function useDestinations() {
  const api = useApi();
  // The first page: a curated list, whose first page (50) the home page shows whole.
  const load = useCallback(async () => (await getDestinations(api)).items, [api]);
  // On a server-rendered home page, the destinations it was rendered with.
  return useAsync(
    load,
    useEarlyAnswer(apiPaths.destinations(), (page: Page<Destination>) => page.items),
  );
}
