import type { NotificationSettings } from '@shoreline/shared-ui/api/apiTypes';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** GET /api/me/notification-settings: whether notifications are also emailed. */
export function getNotificationSettings(api: ApiClient): Promise<NotificationSettings> {
  return callApi(api, 'get', '/api/me/notification-settings');
}
