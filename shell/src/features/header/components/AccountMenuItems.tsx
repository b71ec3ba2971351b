import type { User } from '@shoreline/shared-domain/types';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { menuEntries, type MenuEntry } from '../menuEntries';
import styles from './Header.module.css';

interface AccountMenuItemsProps {
  user: User;
  /** The header's call to action (Become a Host / Add Listing), listed first on phones. */
  lead?: MenuEntry | null;
  onSignOut: () => void;
}

/** What both account menus list: name and email, the entries of the user's roles, Sign Out. */
export function AccountMenuItems({ user, lead, onSignOut }: AccountMenuItemsProps) {
  const entries = lead ? [lead, ...menuEntries(user)] : menuEntries(user);
  return (
    <>
      <div className={styles.identity}>
        <span className={styles.name}>{user.name}</span>
        <span className={styles.email}>{user.email}</span>
      </div>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <ShellLink href={entry.href} className={styles.item}>
              {entry.label}
            </ShellLink>
          </li>
        ))}
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
