import type { NotificationSettings } from '@shoreline/shared-domain/notifications';
import type { ApiClient } from '@shoreline/shared-ui/contract';

/** GET /api/me/notification-settings: whether notifications are also emailed. */
export function getNotificationSettings(api: ApiClient): Promise<NotificationSettings> {
  return api.request<NotificationSettings>('GET', '/api/me/notification-settings');
}
