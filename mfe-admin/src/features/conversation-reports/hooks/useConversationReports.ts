import { useCallback } from 'react';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getConversationReports } from '../api/getConversationReports';

/** The open reports, oldest first (the one waiting longest on top), page by page. */
export function useConversationReports() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => getConversationReports(api, cursor), [api]);
  return usePagedList(load);
}
