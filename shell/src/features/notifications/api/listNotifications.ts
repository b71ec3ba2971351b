import type { Notification } from '@shoreline/shared-domain/notifications';
import type { Page } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications: the signed-in user's notifications, newest first, one page. */
export function listNotifications(api: ApiClient, cursor: string | null): Promise<Page<Notification>> {
  return callApi(api, 'get', '/api/notifications', {
    query: { limit: NOTIFICATIONS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}
