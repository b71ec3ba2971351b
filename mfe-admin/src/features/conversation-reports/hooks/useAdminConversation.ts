import { useCallback } from 'react';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getAdminConversation } from '../api/getAdminConversation';

/** A reported conversation's listing, parties and open reports. */
export function useAdminConversation(id: string) {
  const api = useApi();
  return useAsync(useCallback(() => getAdminConversation(api, id), [api, id]));
}
