import { useCallback } from 'react';
import type { HostProfile } from '@shoreline/shared-domain/types';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import { getHostProfile } from '../api/getHostProfile';

/** The host page's one request (the shell prefetches, or its server renders with, the same URL). */
export function useHostProfile(id: string) {
  const api = useApi();
  const load = useCallback(() => getHostProfile(api, id), [api, id]);
  return useAsync(load, useEarlyAnswer<HostProfile>(apiPaths.hostProfile(id)));
}
