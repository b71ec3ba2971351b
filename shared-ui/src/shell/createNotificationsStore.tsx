// The bell's state: how many notifications are unread, and the one that just arrived. The shell
// creates it; `followNotifications` keeps it live; remotes read it with `useNotifications()`.
import { createStore, type StoreApi } from 'zustand';
import type { ApiClient, NotificationsState } from '../contract';
import { callApi } from '../api/callApi';

export function createNotificationsStore(api: ApiClient): StoreApi<NotificationsState> {
  return createStore<NotificationsState>()((set) => ({
    unreadCount: null,
    mode: 'off',
    latest: null,

    refresh: async () => {
      const { unreadCount } = await callApi(api, 'get', '/api/notifications/unread-count');
      set({ unreadCount });
    },

    markRead: async (id) => {
      const { unreadCount } = await callApi(api, 'post', '/api/notifications/{id}/read', { params: { id } });
      set({ unreadCount });
    },

    markAllRead: async () => {
      const { unreadCount } = await callApi(api, 'post', '/api/notifications/read-all');
      set({ unreadCount });
    },
  }));
}
