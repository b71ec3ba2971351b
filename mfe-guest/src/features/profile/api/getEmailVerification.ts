import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** GET /api/me/email-verification: whether the signed-in user's address is verified. */
export async function getEmailVerification(api: ApiClient): Promise<{ verified: boolean }> {
  const answer = await callApi(api, 'get', '/api/me/email-verification');
  return { verified: answer.verified };
}
