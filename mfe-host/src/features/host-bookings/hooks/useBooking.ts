import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getBooking } from '../api/getBooking';

export function useBooking(id: string) {
  const api = useApi();
  const load = useCallback(() => getBooking(api, id), [api, id]);
  return useAsync(load);
}
