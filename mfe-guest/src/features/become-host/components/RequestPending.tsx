import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { paths } from '@shoreline/shared-ui/routes';
import styles from './BecomeHost.module.css';

export function RequestPending({ request }: { request: Pick<HostRequest, 'createdAt' | 'reason'> }) {
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby="request-pending-title">
      <h1 id="request-pending-title" className={styles.title}>
        {MESSAGES.requestPending}
      </h1>
      <Badge tone="pending" className={styles.status} />
      <p className={styles.text}>
        You asked to become a host on {formatDisplayInstant(request.createdAt)}. An administrator will review
        your request shortly; your account gets the host tools as soon as it is approved.
      </p>
      <blockquote className={styles.reason}>{request.reason}</blockquote>
      <div className={styles.actions}>
        <Button href={paths.home()} variant="secondary">
          Return to Home
        </Button>
      </div>
    </Card>
  );
}
