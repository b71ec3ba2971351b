import type { ApiClient } from '@shoreline/shared-ui/contract';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** PUT /api/me/password: the user's other sessions end; this one continues. */
export function changePassword(api: ApiClient, change: PasswordChange): Promise<void> {
  return api.request<void>('PUT', '/api/me/password', change);
}
