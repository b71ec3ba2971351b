import { excerptFromYou } from '@shoreline/shared-domain/conversationMessages';
import type { ConversationSummary } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { ShellLink } from '../../shell/ShellLink';
import { BookingStatusBadge } from '../BookingStatusBadge';
import { cx } from '../classNames';
import { VisuallyHidden } from '../VisuallyHidden';
import { InitialsAvatar } from './InitialsAvatar';
import { formatInboxTime } from './messageTime';
import styles from './ConversationInbox.module.css';

export interface InboxRowProps {
  conversation: ConversationSummary;
  href: string;
  /** Under a listing's heading (the host's grouped inbox) the row does not repeat the listing. */
  showListing: boolean;
  today: IsoDate;
}

/**
 * One thread in an inbox: the other party (the link, covering the row), the listing, the last message
 * ("You: " when the viewer wrote it) and when; bold with a spoken "unread" until opened.
 */
export function InboxRow({ conversation, href, showListing, today }: InboxRowProps) {
  const { otherParty, listing, lastMessage, unread, booking } = conversation;
  return (
    <li className={cx(styles.row, unread && styles.unread)}>
      <InitialsAvatar initials={otherParty.initials} />
      <div className={styles.main}>
        <p className={styles.top}>
          <ShellLink href={href} className={styles.link}>
            {otherParty.name}
            {unread && <VisuallyHidden>{` ${MESSAGES.unreadConversations}`}</VisuallyHidden>}
          </ShellLink>
          <time className={styles.time} dateTime={conversation.lastActivityAt}>
            {formatInboxTime(conversation.lastActivityAt)}
          </time>
        </p>
        {showListing && <p className={styles.listing}>{listing.title}</p>}
        {lastMessage && (
          <p className={styles.excerpt}>
            {lastMessage.fromMe ? excerptFromYou(lastMessage.excerpt) : lastMessage.excerpt}
          </p>
        )}
      </div>
      {booking && (
        <div className={styles.badge}>
          <BookingStatusBadge booking={booking} today={today} />
        </div>
      )}
    </li>
  );
}
