import type { UnreadConversations } from '@shoreline/shared-domain/conversations';
import type { User } from '@shoreline/shared-domain/types';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { menuEntries, unreadCountOf, type MenuEntry } from '../menuEntries';
import { inboxLabel, UnreadCount } from './UnreadCount';
import styles from './Header.module.css';

interface AccountMenuItemsProps {
  user: User;
  /** The header's call to action (Become a Host / Add Listing), listed first on phones. */
  lead?: MenuEntry | null;
  /** The person's unread threads, counted beside their inboxes; null while unknown. */
  unread: UnreadConversations | null;
  onSignOut: () => void;
}

/** What both account menus list: name and email, the entries of the user's roles, Sign Out. */
export function AccountMenuItems({ user, lead, unread, onSignOut }: AccountMenuItemsProps) {
  const entries = lead ? [lead, ...menuEntries(user)] : menuEntries(user);
  return (
    <>
      <div className={styles.identity}>
        <span className={styles.name}>{user.name}</span>
        <span className={styles.email}>{user.email}</span>
      </div>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const count = unreadCountOf(entry, unread);
          return (
            <li key={entry.href}>
              <ShellLink
                href={entry.href}
                className={styles.item}
                aria-label={count > 0 ? inboxLabel(entry.label, count) : undefined}
              >
                {entry.label}
                <UnreadCount count={count} />
              </ShellLink>
            </li>
          );
        })}
        <li className={styles.separator} aria-hidden="true" />
        <li>
          <button type="button" className={styles.item} onClick={onSignOut}>
            Sign Out
          </button>
        </li>
      </ul>
    </>
  );
}
