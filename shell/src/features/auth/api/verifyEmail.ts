import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** POST /api/auth/verify-email: 400 with MESSAGES.emailVerificationLinkInvalid for a spent link. */
export async function verifyEmail(api: ApiClient, token: string): Promise<void> {
  await callApi(api, 'post', '/api/auth/verify-email', { body: { token } });
}
