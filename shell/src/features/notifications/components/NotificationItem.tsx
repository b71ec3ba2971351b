import { formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { notificationText } from '@shoreline/shared-domain/messages';
import type { Notification } from '@shoreline/shared-domain/notifications';
import { VisuallyHidden } from '@shoreline/shared-ui/components/VisuallyHidden';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { useCurrency } from '@shoreline/shared-ui/shell/useCurrency';
import styles from './NotificationsPage.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Following the link opens it: the page marks it read. */
  onOpen: (notification: Notification) => void;
}

/** One notification: its title links to its screen; unread ones stand out (and say so to screen readers). */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { format } = useCurrency();
  const text = notificationText(notification, format);
  const unread = notification.readAt === null;
  const titleId = `notification-${notification.id}`;
  return (
    <article className={unread ? `${styles.item} ${styles.unread}` : styles.item} aria-labelledby={titleId}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.content}>
        <h2 className={styles.title} id={titleId}>
          <ShellLink href={notification.link} className={styles.link} onClick={() => onOpen(notification)}>
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {text.title}
          </ShellLink>
        </h2>
        <p className={styles.body}>{text.body}</p>
        <p className={styles.meta}>
          <time dateTime={notification.createdAt}>{formatDisplayInstant(notification.createdAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{text.action}</span>
        </p>
      </div>
    </article>
  );
}
