import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** POST /api/auth/password-reset/confirm: 400 with MESSAGES.passwordResetLinkInvalid for a spent link. */
export async function resetPassword(
  api: ApiClient,
  request: { token: string; password: string; confirmPassword: string },
): Promise<void> {
  await callApi(api, 'post', '/api/auth/password-reset/confirm', { body: request });
}
