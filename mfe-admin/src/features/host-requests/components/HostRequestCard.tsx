import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { FactList } from '@shoreline/shared-ui/components/FactList';
import { QuotedMessage } from '@shoreline/shared-ui/components/QuotedMessage';
import type { HostRequestAction } from '@shoreline/shared-domain/hostRequestTransitions';
import styles from '../../../components/AdminPage.module.css';

export interface HostRequestCardProps {
  request: HostRequest;
  /** The action in flight on this card, if any. */
  running: HostRequestAction | null;
  /** Another card's action is in flight. */
  disabled: boolean;
  /** Why the last decision on this card failed. */
  failure?: string;
  /** Asks for a decision; the page confirms it in a dialog before anything is sent. */
  onDecide: (request: HostRequest, action: HostRequestAction) => void;
}

/** One pending request (SPEC 2 screen 12): who, why, when, and the two decisions. */
export function HostRequestCard({ request, running, disabled, failure, onDecide }: HostRequestCardProps) {
  const titleId = `host-request-${request.id}-name`;
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <CardHeader headingId={titleId} title={request.name} />
      <FactList
        facts={[
          { label: 'Email', value: <a href={`mailto:${request.email}`}>{request.email}</a> },
          { label: 'Requested', value: formatDisplayInstant(request.createdAt) },
        ]}
      />
      <QuotedMessage label="Reason">{request.reason}</QuotedMessage>
      {failure && <ErrorBox message={failure} />}
      <CardActions>
        <Button
          variant="danger"
          loading={running === 'reject'}
          disabled={disabled || running === 'approve'}
          onClick={() => onDecide(request, 'reject')}
          aria-label={`Reject request from ${request.name}`}
        >
          Reject
        </Button>
        <Button
          loading={running === 'approve'}
          disabled={disabled || running === 'reject'}
          onClick={() => onDecide(request, 'approve')}
          aria-label={`Approve request from ${request.name}`}
        >
          Approve
        </Button>
      </CardActions>
    </Card>
  );
}
