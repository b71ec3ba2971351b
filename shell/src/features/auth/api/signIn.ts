import type { User } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

export interface SignInRequest {
  email: string;
  password: string;
  /** Keep the session for 30 days instead of until the browser closes. */
  remember: boolean;
}

/** POST /api/auth/signin: sets the session cookie; 401 with the SPEC message on bad credentials. */
export async function signIn(api: ApiClient, request: SignInRequest): Promise<User> {
  const answer = await callApi(api, 'post', '/api/auth/signin', { body: request });
  return answer.user;
}
