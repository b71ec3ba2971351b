import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { paths } from '@shoreline/shared-ui/routes';
import styles from './BecomeHost.module.css';

/**
 * What an admin who is no host finds at /become-host (issue 22 item 14): no request form, since
 * admins decide host requests rather than file them; the way to the requests instead.
 */
export function AdminNotHost() {
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby="admin-not-host-title">
      <h1 id="admin-not-host-title" className={styles.title}>
        {MESSAGES.becomeHostAdminTitle}
      </h1>
      <p className={styles.text}>{MESSAGES.becomeHostAdminText}</p>
      <div className={styles.actions}>
        <Button href={paths.hostRequests()}>Host Requests</Button>
      </div>
    </Card>
  );
}
