import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getDestinations } from '../api/getDestinations';

export function useDestinations() {
  const api = useApi();
  const load = useCallback(() => getDestinations(api), [api]);
  return useAsync(load);
}
