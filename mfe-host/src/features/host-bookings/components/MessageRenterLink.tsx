import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Button } from '@shoreline/shared-ui/components/Button';
import { paths } from '@shoreline/shared-ui/routes';
import { useRenterConversation } from '../hooks/useRenterConversation';

export interface MessageRenterLinkProps {
  listingId: string;
  renterId: string;
}

/**
 * "Message the renter" on a booking's page (issue 25): the host's conversation with this renter about
 * this listing. Shown once it is found; without one there is nothing to link to (the host cannot start
 * a conversation: the renter does, by asking or requesting).
 */
export function MessageRenterLink({ listingId, renterId }: MessageRenterLinkProps) {
  const conversationId = useRenterConversation(listingId, renterId);
  if (!conversationId) return null;
  return (
    <Button href={paths.hostMessageThread(conversationId)} variant="secondary">
      {MESSAGES.messageRenter}
    </Button>
  );
}
