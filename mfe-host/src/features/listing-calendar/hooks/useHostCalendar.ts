import { useCallback } from 'react';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getHostCalendar } from '../api/getHostCalendar';

export function useHostCalendar(listingId: string) {
  const api = useApi();
  const load = useCallback(() => getHostCalendar(api, listingId), [api, listingId]);
  return useAsync(load);
}
