import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Badge } from '@shoreline/shared-ui/components/Badge';

/** Beside a person's name: their account is deactivated (they cannot sign in or receive messages). */
export function DeactivatedBadge() {
  return <Badge tone="inactive">{MESSAGES.accountDeactivatedBadge}</Badge>;
}
