import { useCallback, useState } from 'react';
import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { listSessions, type ActiveSession } from '../api/listSessions';
import { signOutSession } from '../api/signOutSession';
import styles from './ProfilePage.module.css';

/**
 * "Active sessions" (PRODUCT 27): each device signed in to this account, when it signed in and was
 * last seen, this one marked; any other can be signed out alone ("Sign out everywhere" ends them all).
 */
export function ActiveSessions() {
  const api = useApi();
  const load = useCallback((cursor: string | null) => listSessions(api, cursor), [api]);
  const list = usePagedList(load);
  const sessions = list.status === 'success' ? list.data : null;
  const [actionError, setActionError] = useState<string | null>(null);
  const error = list.status === 'error' ? MESSAGES.sessionsFetchFailed : actionError;
  const [done, setDone] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const signOut = async (session: ActiveSession) => {
    setBusyId(session.id);
    setDone(null);
    setActionError(null);
    try {
      await signOutSession(api, session.id);
      setDone(MESSAGES.sessionSignedOut);
    } catch (failure) {
      console.error(MESSAGES.sessionSignOutFailed, failure);
      setActionError(errorMessage(failure, MESSAGES.sessionSignOutFailed));
    } finally {
      setBusyId(null);
      list.reload();
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="profile-active-sessions-title" className={styles.card}>
      <h2 id="profile-active-sessions-title" className={styles.sectionTitle}>
        Active sessions
      </h2>
      {error && <ErrorBox message={error} />}
      {done && <Notice tone="success">{done}</Notice>}
      {sessions === null && !error && <Spinner label="Loading your sessions" />}
      {sessions && (
        <ul className={styles.sessions} aria-label="Active sessions">
          {sessions.map((session) => (
            <li key={session.id} className={styles.session}>
              <div>
                <p className={styles.sessionDevice}>
                  {session.device || 'Unknown device'}{' '}
                  {session.current && <Badge tone="success">This device</Badge>}
                </p>
                <p className={styles.text}>
                  Signed in {formatDisplayInstant(session.createdAt)} · Last seen{' '}
                  {formatDisplayInstant(session.lastSeenAt)}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busyId === session.id}
                  aria-label={`Sign out ${session.device || 'Unknown device'}, last seen ${formatDisplayInstant(session.lastSeenAt)}`}
                  onClick={() => void signOut(session)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </Card>
  );
}
