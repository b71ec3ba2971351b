import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand';
import type { NotificationsState } from '../contract';
import { useShell } from './useShell';

const whole = (state: NotificationsState) => state;

/** What a shell without notifications (contract 1 before they existed) gives: nothing to show. */
const NONE: StoreApi<NotificationsState> = createStore<NotificationsState>()(() => ({
  unreadCount: null,
  mode: 'off',
  latest: null,
  refresh: async () => undefined,
  markRead: async () => undefined,
  markAllRead: async () => undefined,
}));

/**
 * The shell's notification state, live (the bell's count, the one that just arrived, mark as read).
 * A remote never fetches the count itself: the shell keeps it for every app.
 */
export function useNotifications(): NotificationsState;
export function useNotifications<T>(selector: (state: NotificationsState) => T): T;
export function useNotifications<T>(selector?: (state: NotificationsState) => T): T | NotificationsState {
  const shell = useShell();
  return useStore<StoreApi<NotificationsState>, T | NotificationsState>(
    shell.notifications ?? NONE,
    selector ?? whole,
  );
}
