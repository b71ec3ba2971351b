import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** POST /api/me/email-verification: emails a new verification link; 409 once verified. */
export async function resendEmailVerification(api: ApiClient): Promise<string> {
  const answer = await callApi(api, 'post', '/api/me/email-verification');
  return answer.message;
}
