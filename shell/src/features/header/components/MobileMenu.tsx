import { useId } from 'react';
import type { UnreadConversations } from '@shoreline/shared-domain/conversations';
import type { User } from '@shoreline/shared-domain/types';
import { paths } from '@shoreline/shared-ui/routes';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { primaryAction } from '../menuEntries';
import { useDisclosure } from '../useDisclosure';
import { useSignOut } from '../useSignOut';
import { AccountMenuItems } from './AccountMenuItems';
import { MenuUnreadBadge } from './UnreadCount';
import styles from './Header.module.css';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      className={styles.hamburgerIcon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** The narrow-screen menu: the same entries as the desktop header, in a panel under the bar. */
export function MobileMenu({ user, unread }: { user: User | null; unread: UnreadConversations | null }) {
  const menu = useDisclosure<HTMLDivElement>();
  const signOut = useSignOut();
  const panelId = useId();
  const action = user ? primaryAction(user) : null;
  const unreadId = `${panelId}-unread`;
  const unreadTotal = user && unread ? unread.renter + unread.host : 0;
  return (
    <div ref={menu.containerRef} className={styles.mobile}>
      <button
        type="button"
        ref={menu.buttonRef}
        className={styles.hamburger}
        aria-expanded={menu.open}
        aria-controls={panelId}
        aria-label="Menu"
        aria-describedby={unreadTotal > 0 ? unreadId : undefined}
        onClick={menu.toggle}
      >
        <MenuIcon open={menu.open} />
        <MenuUnreadBadge count={unreadTotal} id={unreadId} />
      </button>
      {menu.open && (
        <div id={panelId} className={styles.mobilePanel} data-mobile-menu="">
          <nav aria-label="Mobile">
            {user ? (
              <AccountMenuItems user={user} lead={action} unread={unread} onSignOut={signOut} />
            ) : (
              <ul className={styles.list}>
                <li>
                  <ShellLink href={paths.signIn()} className={styles.item}>
                    Sign In
                  </ShellLink>
                </li>
                <li>
                  <ShellLink href={paths.signUp()} className={styles.item}>
                    Sign Up
                  </ShellLink>
                </li>
              </ul>
            )}
          </nav>
        </div>
      )}
    </div>
  );
}
