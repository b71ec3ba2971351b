import { useId } from 'react';
import type { User } from '@shoreline/shared-domain/types';
import { initialsOf } from '../initialsOf';
import { useDisclosure } from '../useDisclosure';
import { useSignOut } from '../useSignOut';
import { AccountMenuItems } from './AccountMenuItems';
import styles from './Header.module.css';

/**
 * The signed-in user's menu (desktop): a chip with the avatar's initials and the user's whole name
 * (never a guessed "first name": the first word of "Shoreline Admin" made the chip read "SA
 * Shoreline"), then name and email, the entries of their roles, Sign Out.
 */
export function UserMenu({ user }: { user: User }) {
  const menu = useDisclosure<HTMLDivElement>();
  const signOut = useSignOut();
  const panelId = useId();
  return (
    <div className={styles.menuContainer} ref={menu.containerRef}>
      <button
        type="button"
        ref={menu.buttonRef}
        className={styles.menuButton}
        aria-expanded={menu.open}
        aria-controls={panelId}
        aria-label={`Account menu for ${user.name}`}
        onClick={menu.toggle}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <span className={styles.menuName} aria-hidden="true">
          {user.name.trim()}
        </span>
      </button>
      {menu.open && (
        <div id={panelId} className={styles.panel}>
          <nav aria-label="Account">
            <AccountMenuItems user={user} onSignOut={signOut} />
          </nav>
        </div>
      )}
    </div>
  );
}
