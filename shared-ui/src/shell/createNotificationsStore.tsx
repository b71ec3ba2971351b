// The bell's state: how many notifications are unread, and the one that just arrived. The shell
// creates it; `followNotifications` keeps it live; remotes read it with `useNotifications()`.
import { createStore, type StoreApi } from 'zustand';
import type { UnreadCount } from '@shoreline/shared-domain/notifications';
import type { ApiClient, NotificationsState } from '../contract';

export function createNotificationsStore(api: ApiClient): StoreApi<NotificationsState> {
  return createStore<NotificationsState>()((set) => ({
    unreadCount: null,
    mode: 'off',
    latest: null,

    refresh: async () => {
      const { unreadCount } = await api.request<UnreadCount>('GET', '/api/notifications/unread-count');
      set({ unreadCount });
    },

    markRead: async (id) => {
      const { unreadCount } = await api.request<UnreadCount>(
        'POST',
        `/api/notifications/${encodeURIComponent(id)}/read`,
      );
      set({ unreadCount });
    },

    markAllRead: async () => {
      const { unreadCount } = await api.request<UnreadCount>('POST', '/api/notifications/read-all');
      set({ unreadCount });
    },
  }));
}
