import { useState } from 'react';
import { hostRequestEligibility } from '@shoreline/shared-domain/hostRequestTransitions';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest } from '@shoreline/shared-domain/types';
import { Container } from '@shoreline/shared-ui/components/Container';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { useMyHostRequest } from '../hooks/useMyHostRequest';
import { AdminNotHost } from './AdminNotHost';
import { AlreadyHost } from './AlreadyHost';
import { BecomeHostForm } from './BecomeHostForm';
import { RequestNotApproved } from './RequestNotApproved';
import { RequestPending } from './RequestPending';
import styles from './BecomeHost.module.css';

/** `/become-host` (SPEC 2 screen 11): the request form, or where the user's request stands. */
export default function BecomeHostPage() {
  const session = useSession();
  const user = session.user;
  const request = useMyHostRequest(user?.id ?? null);
  const [submitted, setSubmitted] = useState<HostRequest | null>(null);

  let content;
  if (session.status === 'loading' || (user && request.status === 'loading')) {
    content = <Spinner block showLabel label="Loading" />;
  } else if (user && request.status === 'error') {
    content = (
      <ErrorBox message={MESSAGES.becomeHostFailed} action={{ label: 'Retry', onClick: request.reload }} />
    );
  } else {
    const latest = submitted ?? (request.status === 'success' ? request.data : null);
    const eligibility = user
      ? hostRequestEligibility(user.roles, latest?.status === 'pending')
      : 'can-request';
    if (eligibility === 'already-host') content = <AlreadyHost />;
    else if (user?.roles.includes('admin')) content = <AdminNotHost />;
    else if (eligibility === 'request-pending' && latest) content = <RequestPending request={latest} />;
    else
      content = (
        <>
          {latest?.status === 'rejected' && <RequestNotApproved request={latest} />}
          <BecomeHostForm signedIn={user !== null} onSubmitted={setSubmitted} />
        </>
      );
  }

  return (
    <Container className={styles.page}>
      {submitted && <Notice tone="success">{MESSAGES.becomeHostSubmitted}</Notice>}
      {content}
    </Container>
  );
}
