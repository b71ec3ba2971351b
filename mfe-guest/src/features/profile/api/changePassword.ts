import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** PUT /api/me/password: the user's other sessions end; this one continues. */
export function changePassword(api: ApiClient, change: PasswordChange): Promise<void> {
  return callApi(api, 'put', '/api/me/password', { body: change });
}
