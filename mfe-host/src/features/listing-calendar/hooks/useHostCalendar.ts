import { useCallback } from 'react';
import type { HostCalendar } from '@shoreline/shared-domain/hostCalendar';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import { getHostCalendar } from '../api/getHostCalendar';

export function useHostCalendar(listingId: string) {
  const api = useApi();
  const load = useCallback(() => getHostCalendar(api, listingId), [api, listingId]);
  // Preloaded with the page: if it is in by the time the page's code is, the first render shows it.
  return useAsync(load, useEarlyAnswer<HostCalendar>(apiPaths.hostCalendar(listingId)));
}
