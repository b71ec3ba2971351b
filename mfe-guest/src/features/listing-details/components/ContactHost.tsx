import { useEffect, useState, type ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Listing } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { paths } from '@shoreline/shared-ui/routes';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { signInRedirect } from '../../../lib/signInRedirect';
import { useExistingConversation } from '../hooks/useExistingConversation';
import type { ContactHostDialogProps } from './ContactHostDialog';
import { loadContactHostDialog } from './loadContactHostDialog';
import styles from './ContactHost.module.css';

/** `?contact=1`: a visitor pressed Contact host and went to sign in; back here, the form opens. */
export const CONTACT_PARAM = 'contact';

export interface ContactHostProps {
  listing: Pick<Listing, 'id' | 'hostId'>;
}

/** Starts downloading the form when the button is about to be pressed; a failure shows on the press. */
const prefetchDialog = () => {
  loadContactHostDialog().catch(() => undefined);
};

/**
 * "Contact host" on the listing page (issue 25): a signed-in renter writes to the host in a dialog
 * and lands in the conversation; one who already has one gets "Open conversation" instead (looked up
 * after hydration: the server renders the button alone). A visitor goes to sign in and comes back
 * with the form open. The listing's own host sees nothing.
 */
export function ContactHost({ listing }: ContactHostProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const userId = session.user?.id ?? null;
  const isHost = userId === listing.hostId;
  const existing = useExistingConversation(listing.id, userId && !isHost ? userId : null);
  const [dialog, setDialog] = useState<{ Form: ComponentType<ContactHostDialogProps> } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const openForm = () => {
    setLoadFailed(false);
    loadContactHostDialog().then(
      ({ ContactHostDialog }) => setDialog({ Form: ContactHostDialog }),
      () => setLoadFailed(true),
    );
  };

  // Back from signing in: the form opens by itself, once (the parameter leaves the URL, so a reload
  // or Back does not open it again). Effects only: the server renders the page without it.
  const wantsForm = params.get(CONTACT_PARAM) === '1';
  const signedIn = session.status === 'ready' && userId !== null;
  useEffect(() => {
    if (!wantsForm || !signedIn) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONTACT_PARAM);
        return next;
      },
      { replace: true },
    );
    if (!isHost) openForm();
  }, [wantsForm, signedIn, isHost, setParams]);

  const contact = () => {
    // Until the session is known, a press could not tell a visitor from a signed-in person.
    if (session.status !== 'ready') return;
    if (!session.user) {
      const back = new URLSearchParams(location.search);
      back.set(CONTACT_PARAM, '1');
      const { to, state } = signInRedirect(`${location.pathname}?${back.toString()}`);
      void navigate(to, { state });
      return;
    }
    openForm();
  };

  if (isHost) return null;
  return (
    <div className={styles.contact}>
      {existing ? (
        <Button href={paths.messageThread(existing)} variant="secondary" fullWidth>
          {MESSAGES.openConversation}
        </Button>
      ) : (
        <Button
          variant="secondary"
          fullWidth
          onClick={contact}
          onMouseEnter={userId ? prefetchDialog : undefined}
          onFocus={userId ? prefetchDialog : undefined}
        >
          {MESSAGES.contactHost}
        </Button>
      )}
      {loadFailed && (
        <p className={styles.error} role="alert">
          {MESSAGES.contactHostLoadFailed}
        </p>
      )}
      {dialog && (
        <dialog.Form
          listingId={listing.id}
          onClose={() => setDialog(null)}
          onSent={(conversationId) => void navigate(paths.messageThread(conversationId))}
        />
      )}
    </div>
  );
}
