import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getMyBookings } from '../api/getMyBookings';

export function useMyBookings() {
  const api = useApi();
  const load = useCallback(() => getMyBookings(api), [api]);
  return useAsync(load);
}
