import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { paths } from '@shoreline/shared-ui/routes';
import { usePreloadRoute } from '@shoreline/shared-ui/shell/usePreloadRoute';
import styles from './BecomeHost.module.css';

export function AlreadyHost() {
  const preloadNew = usePreloadRoute(paths.newListing());
  const preloadMine = usePreloadRoute(paths.myListings());
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby="already-host-title">
      <h1 id="already-host-title" className={styles.title}>
        {MESSAGES.alreadyHost}
      </h1>
      <p className={styles.text}>You can list a new place or manage the ones you have.</p>
      <div className={styles.actions}>
        <Button href={paths.newListing()} {...preloadNew}>
          Add Listing
        </Button>
        <Button href={paths.myListings()} variant="secondary" {...preloadMine}>
          My Listings
        </Button>
      </div>
    </Card>
  );
}
