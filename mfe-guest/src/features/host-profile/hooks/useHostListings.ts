import { useCallback } from 'react';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getHostListings } from '../api/getHostListings';

/**
 * The host's active listings: the first page came with the host (`first`), "Show more" asks the
 * listings endpoint for the next; a reload starts that list again.
 */
export function useHostListings(hostId: string, first: Page<ListingSummary>) {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getHostListings(api, hostId, cursor), [api, hostId]);
  return usePagedList(load, { status: 'success', data: first });
}
