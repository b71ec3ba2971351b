import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { Badge } from '@shoreline/shared-ui/components/Badge';

/**
 * "Email not verified" beside the renter of a request (PRODUCT 27): unverified renters may book, the
 * host decides knowing it. Nothing for a verified renter (or an answer without the flag).
 */
export function UnverifiedEmailBadge({ booking }: { booking: Booking }) {
  if (booking.renter.emailVerified !== false) return null;
  return <Badge tone="warning">{MESSAGES.emailNotVerified}</Badge>;
}
