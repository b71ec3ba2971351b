// The header's count of unread conversations (issue 25): GET /api/conversations/unread when someone
// signs in (once the page has loaded), then again whenever the bell's store hears of a change. The
// shell owns the notification stream, and everything that changes a person's unread threads reaches
// it: a message for them arrives as a 'message-received' notification (or refreshes the unread one,
// which still pushes the count); opening a thread marks its notification read, so the count the
// stream or the page's refresh brings changes; a reconnect or a poll reads everything again. No
// second stream, no timer of our own.
import { useEffect, useState } from 'react';
import type { UnreadConversations } from '@shoreline/shared-domain/conversations';
import type { NotificationsState } from '@shoreline/shared-ui/contract';
import { getUnreadConversations } from '@shoreline/shared-ui/api/conversations/getUnreadConversations';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { useShell } from '@shoreline/shared-ui/shell/useShell';
import { whenPageLoaded } from '@shoreline/shared-ui/shell/whenIdle';

/**
 * Whether a change of the bell's store may mean a thread's unread state changed. Every stream event,
 * poll, refresh or mark-as-read writes the store; only the start of a (re)connection and the switch
 * to polling (whose first poll follows at once) carry no news.
 */
export function mayChangeUnreadConversations(
  state: NotificationsState,
  previous: NotificationsState,
): boolean {
  if (state.unreadCount === null || state.mode === 'connecting' || state.mode === 'off') return false;
  return !(state.mode === 'polling' && previous.mode !== 'polling');
}

/** The signed-in person's unread threads as renter and as host; null while unknown (or signed out). */
export function useUnreadConversations(): UnreadConversations | null {
  const shell = useShell();
  const userId = useSession((state) => state.user?.id ?? null);
  const [answer, setAnswer] = useState<{ userId: string; unread: UnreadConversations } | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
    let stopped = false;
    let loading = false;
    let again = false;
    // One request at a time; news meanwhile asks once more when it ends (never two answers racing).
    const load = () => {
      if (loading) {
        again = true;
        return;
      }
      loading = true;
      getUnreadConversations(shell.api)
        .then((unread) => {
          if (!stopped) setAnswer({ userId, unread });
        })
        // Offline or refused: the last count stays (a refusal re-checks the session by itself).
        .catch(() => undefined)
        .finally(() => {
          loading = false;
          if (again && !stopped) {
            again = false;
            load();
          }
        });
    };
    // As the bell's stream: once the page has loaded (startShellApi), not competing with its content.
    const cancelFirst = whenPageLoaded(window, load);
    const unsubscribe = shell.notifications?.subscribe((state, previous) => {
      if (mayChangeUnreadConversations(state, previous)) load();
    });
    return () => {
      stopped = true;
      cancelFirst();
      unsubscribe?.();
    };
  }, [shell, userId]);

  // Another person's count never shows, not even for the moment before the new one arrives.
  return answer !== null && answer.userId === userId ? answer.unread : null;
}
