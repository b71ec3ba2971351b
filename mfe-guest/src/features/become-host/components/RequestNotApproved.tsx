import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { QuotedMessage } from '@shoreline/shared-ui/components/QuotedMessage';

/**
 * Above the form of a user whose last request was rejected (they may ask again: shared-domain
 * `hostRequestEligibility`): when it was decided and the admin's reason, if one was given.
 */
export function RequestNotApproved({
  request,
}: {
  request: Pick<HostRequest, 'reviewedAt' | 'rejectionReason'>;
}) {
  return (
    <Notice
      tone="info"
      title={
        request.reviewedAt
          ? `Your host request was reviewed on ${formatDisplayInstant(request.reviewedAt)}.`
          : undefined
      }
    >
      <p>{MESSAGES.hostRequestNotApproved}</p>
      {request.rejectionReason && (
        <QuotedMessage label="Reason given by the administrator">{request.rejectionReason}</QuotedMessage>
      )}
    </Notice>
  );
}
