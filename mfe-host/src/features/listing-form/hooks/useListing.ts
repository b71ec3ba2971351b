import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getListing } from '../api/getListing';

export function useListing(id: string) {
  const api = useApi();
  const load = useCallback(() => getListing(api, id), [api, id]);
  return useAsync(load);
}
