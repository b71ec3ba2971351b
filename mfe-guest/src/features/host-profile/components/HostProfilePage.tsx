import { useParams } from 'react-router-dom';
import { formatMonthYear } from '@shoreline/shared-domain/formatDisplayDate';
import { hostingSince, hostRatingSummary, MESSAGES } from '@shoreline/shared-domain/messages';
import { formatRating } from '@shoreline/shared-domain/ratings';
import type { HostProfile } from '@shoreline/shared-domain/types';
import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Page } from '@shoreline/shared-ui/components/Page';
import { RouteSkeleton } from '@shoreline/shared-ui/components/RouteSkeleton';
import { Star } from '@shoreline/shared-ui/components/Star';
import { useDocumentTitle } from '@shoreline/shared-ui/hooks/useDocumentTitle';
import { paths } from '@shoreline/shared-ui/routes';
import { useHostProfile } from '../hooks/useHostProfile';
import { HostListings } from './HostListings';
import styles from './HostProfilePage.module.css';

function NotFound() {
  useDocumentTitle(MESSAGES.hostNotFound);
  return (
    <Page top={5}>
      <ErrorBox title={MESSAGES.hostNotFound} action={{ label: MESSAGES.returnToHome, href: paths.home() }} />
    </Page>
  );
}

/**
 * "Hosting since November 2025": the month of the instant in UTC, so that the server's render and
 * the browser's (any time zone) say the same.
 */
function sinceText(host: HostProfile): string {
  return hostingSince(formatMonthYear(host.hostingSince.slice(0, 10)));
}

function HostRating({ host }: { host: HostProfile }) {
  if (host.averageRating === null || host.reviewCount === 0) {
    return <p className={styles.rating}>{MESSAGES.hostNoReviews}</p>;
  }
  return (
    <p className={styles.rating}>
      <Star filled />
      {hostRatingSummary(formatRating(host.averageRating), host.reviewCount)}
    </p>
  );
}

/** `/hosts/:id` (issue 24 item 7): a host's public page, linked from each of their listings. */
export default function HostProfilePage() {
  const { id = '' } = useParams();
  const profile = useHostProfile(id);
  useDocumentTitle(profile.status === 'success' ? profile.data.name : null, id);

  // The route table's skeleton for this page: the shell's slot showed the same while the code loaded.
  if (profile.status === 'loading') return <RouteSkeleton kind="host" label="Loading host" />;
  if (profile.status === 'error') {
    // A malformed id (400) is as missing as an unknown one or someone who does not host (404).
    const status = apiErrorStatus(profile.error);
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <Page top={5}>
        <ErrorBox
          message={MESSAGES.hostProfileLoadFailed}
          action={{ label: 'Retry', onClick: profile.reload }}
        />
      </Page>
    );
  }

  const host = profile.data;
  return (
    <Page top={5}>
      <header className={styles.header}>
        {/* The name is the text right beside it: the letters would only repeat it to a screen reader. */}
        <span className={styles.avatar} aria-hidden="true">
          {host.initials}
        </span>
        <div className={styles.heading}>
          <h1 className={styles.name}>{host.name}</h1>
          <p className={styles.since}>{sinceText(host)}</p>
          <HostRating host={host} />
        </div>
      </header>
      {host.about && (
        <section className={styles.block} aria-labelledby="host-about-title">
          <h2 id="host-about-title" className={styles.blockTitle}>
            About {host.name}
          </h2>
          <p className={styles.about}>{host.about}</p>
        </section>
      )}
      <HostListings key={host.id} hostId={host.id} hostName={host.name} first={host.listings} />
    </Page>
  );
}
