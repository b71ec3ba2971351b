import { useParams } from 'react-router-dom';
import { Page } from '@shoreline/shared-ui/components/Page';
import { ConversationThread } from '@shoreline/shared-ui/components/messages/ConversationThread';

/**
 * `/messages/:id` (issue 25): one of the renter's conversations with a host, live, with its booking
 * events (shared-ui's thread, the same as the host app's). A host's own conversation goes to the
 * host app's page of it.
 */
export default function ConversationPage() {
  const { id = '' } = useParams();
  return (
    <Page>
      {/* key: another conversation starts from its own loading state, not this one's messages. */}
      <ConversationThread key={id} conversationId={id} side="renter" />
    </Page>
  );
}
