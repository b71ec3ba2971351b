import type { Notification } from '@shoreline/shared-domain/notifications';
import type { Page } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications: the signed-in user's notifications, newest first, one page. */
export function listNotifications(api: ApiClient, cursor: string | null): Promise<Page<Notification>> {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return api.request<Page<Notification>>('GET', `/api/notifications?${query.toString()}`);
}
