import { MESSAGES } from '@shoreline/shared-domain/messages';
import { VisuallyHidden } from '@shoreline/shared-ui/components/VisuallyHidden';
import { badgeText } from '../../notifications/components/NotificationBell';
import styles from './Header.module.css';

/** "3 unread" (issue 25): what a screen reader hears of an inbox's count. */
export function unreadText(count: number): string {
  return `${count} ${MESSAGES.unreadConversations}`;
}

/** An inbox entry's name with its count, as the bell's: "Messages, 3 unread"; the label alone at 0. */
export function inboxLabel(label: string, count: number): string {
  return count > 0 ? `${label}, ${unreadText(count)}` : label;
}

/**
 * An inbox entry's count of unread threads, for the eye; the entry's name says it (`inboxLabel`), as
 * the bell's does. Nothing when none are unread.
 */
export function UnreadCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.count} aria-hidden="true">
      {badgeText(count)}
    </span>
  );
}

/**
 * The menu buttons' badge: unread threads wait inside the menu. Over the button's corner, outside the
 * flow (the bell's badge), so a count arriving moves nothing; `id` is the button's description.
 */
export function MenuUnreadBadge({ count, id }: { count: number; id: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className={styles.menuBadge} aria-hidden="true">
        {badgeText(count)}
      </span>
      <VisuallyHidden id={id}>{`${MESSAGES.messagesTitle}: ${unreadText(count)}`}</VisuallyHidden>
    </>
  );
}
