// Once the session is known, a host's or an admin's own remote (its manifest, entry and exposed App)
// is fetched while the browser is idle, so the first click into their area needs no network for it
// (600-720 ms before, without a hover). Only the remotes of the user's roles, each once; a renter
// never downloads host or admin code, and nothing competes with the page being opened.
import type { RemoteName, SessionState } from '@shoreline/shared-ui/contract';
import { whenIdle, type IdleWindow } from '@shoreline/shared-ui/shell/whenIdle';
import type { StoreApi } from 'zustand';
import type { RemoteLoader } from './createRemoteLoader';

/** The roles whose pages live in a remote of their own. */
const ROLE_REMOTES: readonly (RemoteName & ('host' | 'admin'))[] = ['host', 'admin'];

/** Past this the prefetch starts even if the browser never idles (a busy page). */
const IDLE_TIMEOUT_MS = 5_000;
/** Without requestIdleCallback (Safari): after the page's own start-up. */
const FALLBACK_DELAY_MS = 1_500;

/** Watches the session (now and after every sign-in) and prefetches each role remote once. */
export function prefetchRoleRemotes(
  session: StoreApi<SessionState>,
  loader: Pick<RemoteLoader, 'preload'>,
  win: IdleWindow,
): () => void {
  const started = new Set<RemoteName>();
  const check = ({ user }: SessionState) => {
    for (const remote of ROLE_REMOTES) {
      if (!user?.roles.includes(remote) || started.has(remote)) continue;
      started.add(remote);
      whenIdle(win, () => loader.preload(remote), {
        timeoutMs: IDLE_TIMEOUT_MS,
        fallbackMs: FALLBACK_DELAY_MS,
      });
    }
  };
  check(session.getState());
  return session.subscribe(check);
}
