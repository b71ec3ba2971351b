import { useEffect, useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getEmailVerification } from '../api/getEmailVerification';
import { resendEmailVerification } from '../api/resendEmailVerification';
import styles from './ProfilePage.module.css';

/** Beside the email on the profile: verified or not, and "Resend verification email" while not. */
export function EmailVerification() {
  const api = useApi();
  const [verified, setVerified] = useState<boolean | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    getEmailVerification(api).then(
      (answer) => current && setVerified(answer.verified),
      // Not knowing only hides the badge: the rest of the profile works.
      (failure: unknown) => console.error('email verification status unavailable', failure),
    );
    return () => {
      current = false;
    };
  }, [api]);

  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      setSent(await resendEmailVerification(api));
    } catch (failure) {
      console.error(MESSAGES.emailVerificationResendFailed, failure);
      setError(errorMessage(failure, MESSAGES.emailVerificationResendFailed));
    } finally {
      setBusy(false);
    }
  };

  if (verified === null) return null;
  if (verified) return <Badge tone="success">Verified</Badge>;
  return (
    <div className={styles.verification}>
      <Badge tone="warning">{MESSAGES.emailNotVerified}</Badge>
      {sent ? (
        <Notice tone="success">{sent}</Notice>
      ) : (
        <Button variant="secondary" size="sm" loading={busy} onClick={() => void resend()}>
          Resend verification email
        </Button>
      )}
      {error && <ErrorBox message={error} />}
    </div>
  );
}
