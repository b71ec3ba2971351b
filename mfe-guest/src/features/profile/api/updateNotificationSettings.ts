import type { NotificationSettings } from '@shoreline/shared-ui/api/apiTypes';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** PUT /api/me/notification-settings: turns notification emails on or off. */
export function updateNotificationSettings(
  api: ApiClient,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return callApi(api, 'put', '/api/me/notification-settings', { body: settings });
}
