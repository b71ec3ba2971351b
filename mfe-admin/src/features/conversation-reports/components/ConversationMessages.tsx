import { useMemo } from 'react';
import type { AdminConversation } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { PageSection } from '@shoreline/shared-ui/components/PageSection';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { MessageList } from '@shoreline/shared-ui/components/messages/MessageList';
import { useAdminConversationMessages } from '../hooks/useAdminConversationMessages';

/**
 * A reported conversation's messages, read only, oldest at the top, every message named by its
 * sender (the admin is neither party). Earlier pages load on request above the list: a button rather
 * than loading on scroll, which at the top of the list would fetch the whole thread at once.
 */
export function ConversationMessages({ conversation }: { conversation: AdminConversation }) {
  const messages = useAdminConversationMessages(conversation.id);
  const { renter, host } = conversation;
  const partyNames = useMemo(
    () => ({ [renter.id]: renter.name, [host.id]: host.name }),
    [renter.id, renter.name, host.id, host.name],
  );
  const oldestFirst = useMemo(
    () => (messages.status === 'success' ? [...messages.data].reverse() : []),
    [messages.status, messages.data],
  );
  return (
    <PageSection title={MESSAGES.messagesTitle}>
      {messages.status === 'loading' && <Spinner block showLabel label="Loading messages" />}
      {messages.status === 'error' && (
        <ErrorBox
          message={MESSAGES.conversationLoadFailed}
          action={{ label: 'Retry', onClick: messages.reload }}
        />
      )}
      {messages.status === 'success' && (
        <>
          {messages.loadMoreFailed && <ErrorBox message={MESSAGES.loadMoreFailed} />}
          {messages.hasMore && (
            <Button variant="secondary" loading={messages.loadingMore} onClick={messages.loadMore}>
              {MESSAGES.loadOlderMessages}
            </Button>
          )}
          <MessageList
            messages={oldestFirst}
            viewerId={null}
            partyNames={partyNames}
            label={MESSAGES.messagesTitle}
          />
        </>
      )}
    </PageSection>
  );
}
