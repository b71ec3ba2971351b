import { useCallback } from 'react';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getCalendarSync } from '../api/getCalendarSync';

export function useCalendarSync(listingId: string) {
  const api = useApi();
  const load = useCallback(() => getCalendarSync(api, listingId), [api, listingId]);
  return useAsync(load);
}
