import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getPendingReviews } from '../api/getPendingReviews';

export function usePendingReviews() {
  const api = useApi();
  const load = useCallback(() => getPendingReviews(api), [api]);
  return useAsync(load);
}
