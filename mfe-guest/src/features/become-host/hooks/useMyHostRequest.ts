import { apiErrorCode } from '@shoreline/shared-ui/api/apiRequestError';
import { useCallback } from 'react';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getMyHostRequest } from '../api/getMyHostRequest';

/** The signed-in user's latest host request, or null when they never asked (the API answers 404). */
export function useMyHostRequest(userId: string | null) {
  const api = useApi();
  const load = useCallback(async (): Promise<HostRequest | null> => {
    if (userId === null) return null;
    try {
      return await getMyHostRequest(api);
    } catch (error) {
      if (apiErrorCode(error) === 'HOST_REQUEST_NOT_FOUND') return null;
      throw error;
    }
  }, [api, userId]);
  return useAsync(load);
}
