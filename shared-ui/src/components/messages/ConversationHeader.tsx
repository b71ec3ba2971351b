import type { ConversationDetail } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { paths } from '@shoreline/shared-domain/paths';
import { ShellLink } from '../../shell/ShellLink';
import { useToday } from '../../shell/useToday';
import { BookingStatusBadge } from '../BookingStatusBadge';
import { InitialsAvatar } from './InitialsAvatar';
import styles from './ConversationThread.module.css';

/**
 * A thread's head: who the viewer talks with (the page's h1), about which listing (a link while it is
 * public; once deactivated or deleted, its title and that it is gone), and the booking's status.
 */
export function ConversationHeader({ detail }: { detail: ConversationDetail }) {
  const today = useToday();
  const { listing, otherParty, booking } = detail;
  return (
    <header className={styles.header}>
      <InitialsAvatar initials={otherParty.initials} size="lg" />
      <div className={styles.headText}>
        <h1 className={styles.name}>{otherParty.name}</h1>
        {listing.available ? (
          <p className={styles.listing}>
            <ShellLink href={paths.listing(listing.id)}>{listing.title}</ShellLink>
          </p>
        ) : (
          <p className={styles.listing}>
            {listing.title}
            <span className={styles.gone}>{MESSAGES.listingNoLongerAvailable}</span>
          </p>
        )}
      </div>
      {booking && (
        <div className={styles.badge}>
          <BookingStatusBadge booking={booking} today={today} />
        </div>
      )}
    </header>
  );
}
