import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Page } from '@shoreline/shared-ui/components/Page';
import { ConversationInbox } from '@shoreline/shared-ui/components/messages/ConversationInbox';
import { paths } from '@shoreline/shared-ui/routes';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { useSession } from '@shoreline/shared-ui/shell/useSession';

/**
 * `/messages` (issue 25): the renter's conversations with hosts, the most recently active first.
 * The inbox (shared-ui, the same as the host app's) renders the page's heading with the unread count.
 * A host also finds the way to the conversations about their listings (the host app's inbox) here.
 */
export default function MessagesPage() {
  const hosts = useSession((session) => session.user?.roles.includes('host') ?? false);
  return (
    <Page>
      <ConversationInbox
        role="renter"
        threadHref={paths.messageThread}
        emptyHint={MESSAGES.messagesEmptyHint}
      />
      {hosts && (
        <p>
          <ShellLink href={paths.hostMessages()}>{MESSAGES.hostMessagesTitle}</ShellLink>
        </p>
      )}
    </Page>
  );
}
