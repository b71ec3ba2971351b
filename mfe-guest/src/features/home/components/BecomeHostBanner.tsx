import { Button } from '@shoreline/shared-ui/components/Button';
import { paths } from '@shoreline/shared-ui/routes';
import { usePreloadRoute } from '@shoreline/shared-ui/shell/usePreloadRoute';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import styles from './HomeSection.module.css';

/** Invites non-hosts to list their place; hosts are sent to add a listing instead. */
export function BecomeHostBanner() {
  const isHost = useSession((session) => session.user?.roles.includes('host') ?? false);
  const preloadHostApp = usePreloadRoute(paths.newListing());
  return (
    <section className={styles.banner} aria-labelledby="host-banner-title">
      <h2 id="host-banner-title" className={styles.title}>
        {isHost ? 'Share another place' : 'Become a Host'}
      </h2>
      <p className={styles.bannerText}>
        Have a place by the sea? Earn from your property by welcoming guests on Shoreline.
      </p>
      {isHost ? (
        <Button href={paths.newListing()} {...preloadHostApp}>
          Add Listing
        </Button>
      ) : (
        <Button href={paths.becomeHost()}>Become a Host</Button>
      )}
    </section>
  );
}
