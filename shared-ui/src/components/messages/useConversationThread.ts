// The data of an open thread (issue 25): its header, its messages a page at a time (the API's order,
// newest first: `loadMore` fetches OLDER ones), the newest page again when something arrives, a sent
// message merged in, and "read" told to the API when opened and when a message arrives while open.
import { useCallback, useEffect, useRef } from 'react';
import type { ThreadMessage } from '@shoreline/shared-domain/conversations';
import { getConversation } from '../../api/conversations/getConversation';
import { getConversationMessages } from '../../api/conversations/getConversationMessages';
import { markConversationRead } from '../../api/conversations/markConversationRead';
import { sendMessage } from '../../api/conversations/sendMessage';
import { useAsync } from '../../hooks/useAsync';
import { usePagedList } from '../../hooks/usePagedList';
import { useApi } from '../../shell/useApi';
import { useNotifications } from '../../shell/useNotifications';
import { mergeMessages } from './threadMessages';

export function useConversationThread(conversationId: string) {
  const api = useApi();
  const refreshBell = useNotifications((state) => state.refresh);
  const loadDetail = useCallback(() => getConversation(api, conversationId), [api, conversationId]);
  const detail = useAsync(loadDetail);
  const loadPage = useCallback(
    (cursor: string | null) => getConversationMessages(api, conversationId, cursor),
    [api, conversationId],
  );
  const messages = usePagedList<ThreadMessage>(loadPage);
  const { setData, reload } = messages;
  const loaded = useRef<readonly ThreadMessage[]>([]);
  loaded.current = messages.data ?? [];

  /** The API clears the viewer's unread flag and its notifications; the bell then asks for its count. */
  const markRead = useCallback(() => {
    markConversationRead(api, conversationId)
      .then(() => refreshBell())
      .catch((error: unknown) => console.error(error));
  }, [api, conversationId, refreshBell]);

  const opened = detail.status === 'success';
  useEffect(() => {
    if (opened) markRead();
  }, [opened, markRead]);

  /**
   * Fetches the newest page and merges it by id; answers the messages that were not on screen. When
   * more arrived than a page holds (the page does not reach what is shown), the list starts again
   * from the newest page instead of leaving a gap.
   */
  const refreshNewest = useCallback(async (): Promise<ThreadMessage[]> => {
    const page = await getConversationMessages(api, conversationId, null);
    const known = new Set(loaded.current.map((message) => message.id));
    const fresh = page.items.filter((message) => !known.has(message.id));
    const reaches = page.nextCursor === null || fresh.length < page.items.length;
    if (reaches) setData((current) => mergeMessages(current, page.items));
    else reload();
    return fresh;
  }, [api, conversationId, setData, reload]);

  const send = useCallback(
    async (body: string) => {
      const message = await sendMessage(api, conversationId, body);
      setData((current) => mergeMessages(current, [message]));
    },
    [api, conversationId, setData],
  );

  return { detail, messages, refreshNewest, send, markRead };
}
