// The header of SPEC section 2: logo, currency, the notification bell (PRODUCT.md 25, at every
// width), and the signed-out links or the signed-in call to action and user menu; under 900px the
// links move into the mobile menu.
import type { ReactNode } from 'react';
import { Button } from '@shoreline/shared-ui/components/Button';
import { paths } from '@shoreline/shared-ui/routes';
import { usePreloadRoute } from '@shoreline/shared-ui/shell/usePreloadRoute';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { ShellLink } from '@shoreline/shared-ui/shell/ShellLink';
import { NotificationAnnouncer } from '../../notifications/components/NotificationAnnouncer';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { useUnreadConversations } from '../../messages/hooks/useUnreadConversations';
import { primaryAction } from '../menuEntries';
import { CurrencySelect } from './CurrencySelect';
import { MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

function LinkButton({
  href,
  variant,
  children,
}: {
  href: string;
  variant: 'primary' | 'secondary' | 'ghost';
  children: ReactNode;
}) {
  const preload = usePreloadRoute(href);
  return (
    <Button href={href} variant={variant} size="sm" {...preload}>
      {children}
    </Button>
  );
}

function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <path
        d="M5 19c3-3 5-3 8 0s5 3 8 0 5-3 6-1"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <circle cx="20" cy="11" r="3" fill="#f4ead9" />
    </svg>
  );
}

export function Header() {
  const user = useSession((state) => state.user);
  const status = useSession((state) => state.status);
  const action = user ? primaryAction(user) : null;
  const unread = useUnreadConversations();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <ShellLink href={paths.home()} className={styles.logo} aria-label="Shoreline, home">
          <LogoMark />
          <span>Shoreline</span>
        </ShellLink>
        <nav className={styles.desktop} aria-label="Main">
          {user ? (
            <>
              {action && (
                <LinkButton href={action.href} variant="secondary">
                  {action.label}
                </LinkButton>
              )}
              <UserMenu user={user} unread={unread} />
            </>
          ) : (
            status === 'ready' && (
              <>
                <LinkButton href={paths.signIn()} variant="ghost">
                  Sign In
                </LinkButton>
                <LinkButton href={paths.signUp()} variant="primary">
                  Sign Up
                </LinkButton>
              </>
            )
          )}
        </nav>
        {/* After the links: the session's answer fills them in without moving the currency. */}
        <CurrencySelect />
        {user && <NotificationBell />}
        <MobileMenu user={user} unread={unread} />
      </div>
      <NotificationAnnouncer />
    </header>
  );
}
