// /verify-email#token=... (PRODUCT 27): the sign-up email's link. Verifies on opening (the token is
// the proof; it works signed in or not) and says how it went.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { verifyEmail } from '../api/verifyEmail';
import { readLinkToken } from '../readLinkToken';
import styles from './AuthForm.module.css';

type State = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

export function VerifyEmailPage() {
  const api = useApi();
  const location = useLocation();
  const [token] = useState(() => readLinkToken(location.hash));
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'failed', message: MESSAGES.emailVerificationLinkInvalid },
  );

  // Once per page: a link works once, so a second call (StrictMode's re-run) would say it failed.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(api, token).then(
      () => setState({ kind: 'verified' }),
      (failure: unknown) => {
        console.error(MESSAGES.emailVerificationFailed, failure);
        setState({ kind: 'failed', message: errorMessage(failure, MESSAGES.emailVerificationFailed) });
      },
    );
  }, [api, token]);

  return (
    <div className={styles.wrapper}>
      <Card className={styles.card} padding="lg" as="section" aria-labelledby="verify-title">
        <h1 id="verify-title" className={styles.title}>
          Verify your email
        </h1>
        {state.kind === 'verifying' && <Spinner label="Verifying your email address" />}
        {state.kind === 'verified' && <Notice tone="success">{MESSAGES.emailVerified}</Notice>}
        {state.kind === 'failed' && <ErrorBox message={state.message} />}
        <p className={styles.switch}>
          <Link to={paths.profile()}>Go to your profile</Link>
        </p>
      </Card>
    </div>
  );
}
