import { useId } from 'react';
import type { User } from '@shoreline/shared-domain/types';
import { useDisclosure } from '../useDisclosure';
import { useSignOut } from '../useSignOut';
import { AccountMenuItems } from './AccountMenuItems';
import styles from './Header.module.css';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The signed-in user's menu (desktop): name and email, the entries of their roles, Sign Out. */
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
        <span className={styles.menuFirstName} aria-hidden="true">
          {user.name.split(/\s+/)[0]}
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
