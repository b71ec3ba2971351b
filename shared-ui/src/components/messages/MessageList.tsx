import {
  CONVERSATION_EVENT_LABELS,
  conversationEventNote,
} from '@shoreline/shared-domain/conversationMessages';
import type { EventMessage, TextMessage, ThreadMessage } from '@shoreline/shared-domain/conversations';
import { formatDisplayDateRange } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { cx } from '../classNames';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatMessageTime } from './messageTime';
import styles from './MessageList.module.css';

export interface MessageListProps {
  /** The messages to show, OLDEST first (the API pages newest first: reverse them). */
  messages: readonly ThreadMessage[];
  /**
   * Whose messages are "mine" (right-aligned, "You"); the others are left-aligned with their sender's
   * name. null: an admin reading a reported conversation, every message named by its sender.
   */
  viewerId: string | null;
  /** Sender id -> name, for both parties (`{ [renter.id]: renter.name, [host.id]: host.name }`). */
  partyNames: Readonly<Record<string, string>>;
  /** The list's accessible name, e.g. MESSAGES.messagesTitle. */
  label: string;
  className?: string;
}

function TextItem({
  message,
  mine,
  sender,
  showSender,
}: {
  message: TextMessage;
  mine: boolean;
  sender: string;
  showSender: boolean;
}) {
  const name = mine ? MESSAGES.messageFromYou : sender;
  return (
    <li className={cx(styles.item, mine ? styles.mine : styles.theirs)} data-message-id={message.id}>
      <div className={styles.bubble}>
        {/* Who wrote it is said to everyone; in one's own thread the side says it to the eye. */}
        {showSender ? <p className={styles.sender}>{name}</p> : <VisuallyHidden>{name}</VisuallyHidden>}
        {/* Plain text only: React escapes it, pre-wrap keeps its line breaks; a link stays text. */}
        <p className={styles.body}>{message.body}</p>
        <time className={styles.time} dateTime={message.sentAt}>
          {formatMessageTime(message.sentAt)}
        </time>
      </div>
    </li>
  );
}

function EventItem({ message }: { message: EventMessage }) {
  const stay = formatDisplayDateRange({ start: message.booking.startDate, end: message.booking.endDate });
  return (
    <li className={cx(styles.item, styles.event)} data-message-id={message.id}>
      <p className={styles.note}>
        {conversationEventNote(CONVERSATION_EVENT_LABELS[message.event], stay)}
        {' · '}
        <time dateTime={message.sentAt}>{formatMessageTime(message.sentAt)}</time>
      </p>
    </li>
  );
}

/**
 * A conversation's messages, oldest at the top (issue 25): the viewer's own on the right, the other
 * party's on the left, booking events as centred notes. Presentational: the thread view and the
 * admin's view of a reported conversation both render it with the messages they loaded.
 */
export function MessageList({ messages, viewerId, partyNames, label, className }: MessageListProps) {
  return (
    <ol className={cx(styles.list, className)} aria-label={label}>
      {messages.map((message) =>
        message.kind === 'event' ? (
          <EventItem key={message.id} message={message} />
        ) : (
          <TextItem
            key={message.id}
            message={message}
            mine={viewerId !== null && message.senderId === viewerId}
            sender={partyNames[message.senderId] ?? ''}
            showSender={viewerId === null}
          />
        ),
      )}
    </ol>
  );
}
