import { useParams } from 'react-router-dom';
import { Page } from '@shoreline/shared-ui/components/Page';
import { ConversationThread } from '@shoreline/shared-ui/components/messages/ConversationThread';

/**
 * `/host/messages/:id` (issue 25): a conversation with a renter about one of the host's listings,
 * live, with its booking events (shared-ui's thread, the same as the guest app's). One the viewer
 * rents in goes to the guest app's page of it.
 */
export function HostConversationPage() {
  const { id = '' } = useParams();
  return (
    <Page>
      {/* key: another conversation starts from its own loading state, not this one's messages. */}
      <ConversationThread key={id} conversationId={id} side="host" />
    </Page>
  );
}
