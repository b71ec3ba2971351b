import { useId } from 'react';
import type { UnreadConversations } from '@shoreline/shared-domain/conversations';
import type { User } from '@shoreline/shared-domain/types';
import { initialsOf } from '../initialsOf';
import { useDisclosure } from '../useDisclosure';
import { useSignOut } from '../useSignOut';
import { AccountMenuItems } from './AccountMenuItems';
import { MenuUnreadBadge } from './UnreadCount';
import styles from './Header.module.css';

/**
 * The signed-in user's menu (desktop): a chip with the avatar's initials and the user's whole name
 * (never a guessed "first name": the first word of "Shoreline Admin" made the chip read "SA
 * Shoreline"), then name and email, the entries of their roles, Sign Out. Unread threads (issue 25)
 * show as a badge on the chip (its description, not its name) and as counts beside the inboxes.
 */
export function UserMenu({ user, unread }: { user: User; unread: UnreadConversations | null }) {
  const menu = useDisclosure<HTMLDivElement>();
  const signOut = useSignOut();
  const panelId = useId();
  const unreadId = `${panelId}-unread`;
  const unreadTotal = unread ? unread.renter + unread.host : 0;
  return (
    <div className={styles.menuContainer} ref={menu.containerRef}>
      <button
        type="button"
        ref={menu.buttonRef}
        className={styles.menuButton}
        aria-expanded={menu.open}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.name}`}
        aria-describedby={unreadTotal > 0 ? unreadId : undefined}
        onClick={menu.toggle}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <span className={styles.menuName} aria-hidden="true">
          {user.name.trim()}
        </span>
        <MenuUnreadBadge count={unreadTotal} id={unreadId} />
      </button>
      {menu.open && (
        <div id={panelId} className={styles.panel}>
          <nav aria-label="Account">
            <AccountMenuItems user={user} unread={unread} onSignOut={signOut} />
          </nav>
        </div>
      )}
    </div>
  );
}
