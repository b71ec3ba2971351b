import { useCallback } from 'react';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getAdminConversationMessages } from '../api/getAdminConversationMessages';

/** A reported conversation's messages as the API pages them: newest first, older pages appended. */
export function useAdminConversationMessages(id: string) {
  const api = useApi();
  const load = useCallback(
    (cursor: string | null) => getAdminConversationMessages(api, id, cursor),
    [api, id],
  );
  return usePagedList(load);
}
