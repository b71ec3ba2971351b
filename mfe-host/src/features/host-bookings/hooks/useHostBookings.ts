import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getHostBookings } from '../api/getHostBookings';

export function useHostBookings() {
  const api = useApi();
  const load = useCallback(() => getHostBookings(api), [api]);
  return useAsync(load);
}
