import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Listing } from '@shoreline/shared-domain/types';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { activateListing } from '../api/activateListing';
import styles from './InactiveListingNotice.module.css';

/**
 * What the host sees on their own inactive listing (only they can open it): that guests cannot see
 * it, with an Activate button that works in place and says the result. Nobody else sees anything.
 */
export function InactiveListingNotice({ listing }: { listing: Pick<Listing, 'id' | 'hostId' | 'isActive'> }) {
  const api = useApi();
  const userId = useSession((session) => session.user?.id);
  const [busy, setBusy] = useState(false);
  const [activated, setActivated] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = useRef<HTMLDivElement>(null);
  // The Activate button is gone once it worked: keyboard focus moves to the result instead.
  useEffect(() => {
    if (activated) result.current?.focus();
  }, [activated]);
  if (userId !== listing.hostId || dismissed || (listing.isActive && !activated)) return null;

  if (activated) {
    return (
      <div ref={result} tabIndex={-1} className={styles.result}>
        <Notice tone="success" onDismiss={() => setDismissed(true)}>
          {MESSAGES.listingActivated}
        </Notice>
      </div>
    );
  }

  const activate = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await activateListing(api, listing.id);
      setActivated(true);
    } catch (failure) {
      console.error(MESSAGES.listingStatusUpdateFailed, failure);
      setError(errorMessage(failure, MESSAGES.listingStatusUpdateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Notice tone="warning" title={MESSAGES.listingInactiveForHost}>
      <p className={styles.text}>Activate it to show it in search results and take bookings again.</p>
      {error && <ErrorBox message={error} />}
      <Button size="sm" loading={busy} onClick={() => void activate()}>
        Activate
      </Button>
    </Notice>
  );
}
