import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** POST /api/auth/password-reset: the same answer whether or not an account uses `email`. */
export async function requestPasswordReset(api: ApiClient, email: string): Promise<string> {
  const answer = await callApi(api, 'post', '/api/auth/password-reset', { body: { email } });
  return answer.message;
}
