import { useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { signOutEverywhere } from '../api/signOutEverywhere';
import styles from './ProfilePage.module.css';

/**
 * "Sign out everywhere": ends every session of the user (a lost phone, a shared computer), this
 * browser's included, after a confirmation. Only once the server has done it is this browser signed
 * out too (a failure, offline say, never pretends the other devices were); the shell's guard then
 * shows the sign-in page, which brings the user back here.
 */
export function SignOutEverywhere() {
  const api = useApi();
  const setUser = useSession((session) => session.setUser);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere(api);
      setConfirming(false);
      // The server ended this session too and cleared its cookie: the shell forgets the user.
      setUser(null);
    } catch (failure) {
      console.error(MESSAGES.signOutEverywhereFailed, failure);
      setError(MESSAGES.signOutEverywhereFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="profile-sessions-title" className={styles.card}>
      <h2 id="profile-sessions-title" className={styles.sectionTitle}>
        Your sessions
      </h2>
      <p className={styles.text}>
        Signed in on a device you no longer use, or on someone else&apos;s computer? Sign out on every device
        and browser at once, this one included.
      </p>
      <div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Sign Out Everywhere
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere"
        message={MESSAGES.confirmSignOutEverywhere}
        confirmLabel="Sign Out Everywhere"
        tone="danger"
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </Card>
  );
}
