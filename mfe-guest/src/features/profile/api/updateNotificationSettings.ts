import type { NotificationSettings } from '@shoreline/shared-domain/notifications';
import type { ApiClient } from '@shoreline/shared-ui/contract';

/** PUT /api/me/notification-settings: turns notification emails on or off. */
export function updateNotificationSettings(
  api: ApiClient,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return api.request<NotificationSettings>('PUT', '/api/me/notification-settings', settings);
}
