import { notificationsBellLabel } from '@shoreline/shared-domain/messages';
import { paths } from '@shoreline/shared-domain/paths';
import { BellIcon } from '@shoreline/shared-ui/components/icons';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { useNotifications } from '@shoreline/shared-ui/shell/useNotifications';
import styles from './NotificationBell.module.css';

/** What the badge shows: the count, `99+` past that. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The header's bell (PRODUCT.md 25): a link to /notifications named with the unread count
 * ("Notifications, 3 unread"), the count as a badge over the icon. Its box never changes size, so a
 * count arriving or growing moves nothing in the header.
 */
export function NotificationBell() {
  const count = useNotifications((state) => state.unreadCount) ?? 0;
  return (
    <ShellLink
      href={paths.notifications()}
      className={styles.bell}
      aria-label={notificationsBellLabel(count)}
      data-unread={count}
    >
      <BellIcon width={22} height={22} />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(count)}
        </span>
      )}
    </ShellLink>
  );
}
