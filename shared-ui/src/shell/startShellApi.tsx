import type { ShellApi } from '../contract';
import { followNotifications } from './followNotifications';
import { trackNetwork } from './trackNetwork';
import { whenPageLoaded } from './whenIdle';

/** How often the rates' age is checked; they are fetched again only once older than an hour. */
export const RATES_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Coming back to the tab re-reads the session (an admin may have approved this user as a host, or the
 * user signed out in another tab), at most this often: focus and visibilitychange arrive together.
 */
export const SESSION_RECHECK_MS = 5_000;

/**
 * Loads the session and the rates, follows the network and keeps the notification count live;
 * returns the function that stops it.
 * Nothing here is awaited by the caller: the page renders at once and fills in as answers arrive.
 */
export function startShellApi(shell: ShellApi, target: Window): () => void {
  // A server-rendered page already carries the session, read by the server for this very request.
  if (shell.session.getState().status === 'loading') void shell.session.getState().refresh();
  void shell.currency.getState().refreshRates();
  const stopNetwork = trackNetwork(shell.network, target);
  // The bell's live stream (and the unread counts that follow it) waits for the page to have loaded:
  // on a slow phone it competed with the page's own code and data (Lighthouse mobile LCP of a host's
  // pages, issue 21: 2.57-2.60 s with it first, under 2.5 s with it after).
  let stopFollowing: (() => void) | null = null;
  const cancelFollowing = whenPageLoaded(target, () => {
    stopFollowing = followNotifications(shell, target);
  });
  const stopNotifications = () => {
    cancelFollowing();
    stopFollowing?.();
  };
  const refreshRates = () => void shell.currency.getState().refreshRates();
  // Back online: the rates may be stale, and a session that could not be read is read again.
  const onOnline = () => {
    refreshRates();
    if (shell.session.getState().unavailable) void shell.session.getState().refresh();
  };
  let sessionReadAt = Date.now();
  const onReturn = () => {
    if (target.document.visibilityState === 'hidden') return;
    // Back to a tab left open for hours: the rates may be stale.
    refreshRates();
    if (Date.now() - sessionReadAt < SESSION_RECHECK_MS) return;
    sessionReadAt = Date.now();
    void shell.session.getState().refresh();
  };
  const timer = target.setInterval(refreshRates, RATES_CHECK_INTERVAL_MS);
  target.addEventListener('online', onOnline);
  target.addEventListener('focus', onReturn);
  target.document.addEventListener('visibilitychange', onReturn);
  return () => {
    stopNetwork();
    stopNotifications();
    target.clearInterval(timer);
    target.removeEventListener('online', onOnline);
    target.removeEventListener('focus', onReturn);
    target.document.removeEventListener('visibilitychange', onReturn);
  };
}
