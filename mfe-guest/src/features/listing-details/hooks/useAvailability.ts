import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getAvailability } from '../api/getAvailability';

export function useAvailability(listingId: string) {
  const api = useApi();
  const load = useCallback(() => getAvailability(api, listingId), [api, listingId]);
  return useAsync(load);
}
