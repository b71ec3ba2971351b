import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Page } from '@shoreline/shared-ui/components/Page';
import { ConversationInbox } from '@shoreline/shared-ui/components/messages/ConversationInbox';
import { paths } from '@shoreline/shared-ui/routes';

/**
 * `/host/messages` (issue 25): the conversations about the host's listings, grouped by listing, with
 * the renter's booking status beside each. The inbox (shared-ui, the same as the guest app's) renders
 * the page's heading with the unread count.
 */
export function HostMessagesPage() {
  return (
    <Page>
      <ConversationInbox
        role="host"
        groupByListing
        threadHref={paths.hostMessageThread}
        emptyHint={MESSAGES.hostMessagesEmptyHint}
      />
    </Page>
  );
}
